import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format';
import { notificationQueries } from './api';
import { notificationMessages as m } from './messages';

/** The person's notifications, newest first; each one leads to what it tells of. */
export function NotificationList({ onFollow }: { onFollow(): void }) {
  const list = useQuery(notificationQueries.list());
  if (list.isPending) return <Loader size="sm" aria-label={m.loading} />;
  if (list.isError) return <Text role="alert">{m.failed}</Text>;
  if (list.data.length === 0) return <Text>{m.empty}</Text>;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {list.data.map((n) => (
        <li key={n.userProfileEventTypeNotificationId}>
          <Text size="xs" c="dimmed">
            {n.companyEventTypeNotificationMessage} · {formatDateTime(n.date)}
          </Text>
          {n.link ? (
            <Anchor component={Link} to={n.link} onClick={onFollow} fw={n.read ? 400 : 700}>
              {n.message}
            </Anchor>
          ) : (
            <Text fw={n.read ? 400 : 700}>{n.message}</Text>
          )}
        </li>
      ))}
    </Stack>
  );
}
