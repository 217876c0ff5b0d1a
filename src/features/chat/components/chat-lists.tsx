import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '@/shared/format';
import { QueryState } from '@/shared/ui';
import type { ChatTarget } from '../../../../machines/chat-dock.machine';
import { chatQueries, type ChatContact, type ChatGroup } from '../api';
import { useChatServices } from '../chat-services';
import { chatMessages as m } from '../messages';

type Open = (target: ChatTarget) => void;

function Row({
  title,
  detail,
  unread,
  onClick,
}: {
  title: string;
  detail?: string;
  unread?: number;
  onClick(): void;
}) {
  return (
    <UnstyledButton
      onClick={onClick}
      p="xs"
      w="100%"
      style={{ borderRadius: 'var(--mantine-radius-sm)', border: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {title}
          </Text>
          {detail ? (
            <Text size="sm" c="dimmed">
              {detail}
            </Text>
          ) : null}
        </Stack>
        {unread ? (
          <>
            <Badge color="grape.9" aria-hidden="true">
              {unread}
            </Badge>
            <VisuallyHidden>{m.lists.unread(unread)}</VisuallyHidden>
          </>
        ) : null}
      </Group>
    </UnstyledButton>
  );
}

function ContactRows({ contacts, onOpen }: { contacts: ChatContact[]; onOpen: Open }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {contacts.map((contact) => (
        <li key={contact.contactId}>
          <Row
            title={contact.name}
            detail={contact.lastMessageDate ? formatDateTime(contact.lastMessageDate) : undefined}
            unread={contact.unread}
            onClick={() => onOpen({ kind: 'contact', id: contact.contactId, name: contact.name })}
          />
        </li>
      ))}
    </Stack>
  );
}

function GroupRows({ groups, onOpen }: { groups: ChatGroup[]; onOpen: Open }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {groups.map((group) => {
        const expiry = group.readOnly
          ? m.lists.expired
          : group.expirationDate
            ? m.lists.expires(formatDate(group.expirationDate))
            : null;
        return (
          <li key={group.id}>
            <Row
              title={group.name}
              detail={[m.lists.members(group.contacts.length), expiry].filter(Boolean).join(' · ')}
              onClick={() =>
                onOpen({ kind: 'group', id: group.id, name: group.name, readOnly: group.readOnly })
              }
            />
          </li>
        );
      })}
    </Stack>
  );
}

/** Conversations, latest first; a member also finds here the groups they belong to (decision 0174). */
export function ChatsTab({ isHr, onOpen }: { isHr: boolean; onOpen: Open }) {
  const services = useChatServices();
  const chats = useQuery({ queryKey: chatQueries.chats(), queryFn: services.chats });
  const groups = useQuery({ queryKey: chatQueries.groups(), queryFn: services.groups, enabled: !isHr });
  return (
    <Stack gap="sm">
      <QueryState query={chats} loading={m.lists.loading}>
        {(list) =>
          list.length ? <ContactRows contacts={list} onOpen={onOpen} /> : <Text>{m.lists.noChats}</Text>
        }
      </QueryState>
      {!isHr && groups.data?.length ? (
        <>
          <Title order={3} size="h5">
            {m.lists.yourGroups}
          </Title>
          <GroupRows groups={groups.data} onOpen={onOpen} />
        </>
      ) : null}
    </Stack>
  );
}

/** Every group of the company, and 'Nuevo grupo' (HR only). */
export function GroupsTab({ onOpen, onNew }: { onOpen: Open; onNew(): void }) {
  const services = useChatServices();
  const groups = useQuery({ queryKey: chatQueries.groups(), queryFn: services.groups });
  return (
    <Stack gap="sm">
      <Button onClick={onNew} variant="light" color="grape.9">
        {m.group.create}
      </Button>
      <QueryState query={groups} loading={m.lists.loading}>
        {(list) =>
          list.length ? <GroupRows groups={list} onOpen={onOpen} /> : <Text>{m.lists.noGroups}</Text>
        }
      </QueryState>
    </Stack>
  );
}

/** The company's people, 20 at a time (spec 000 §9), with a button for the next page. */
export function ContactsTab({ onOpen }: { onOpen: Open }) {
  const services = useChatServices();
  const pages = useInfiniteQuery({
    queryKey: chatQueries.contactPages(),
    queryFn: ({ pageParam }) => services.contactsPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, all) =>
      last.hasMore ? all.reduce((n, page) => n + page.activeContacts.length, 0) : undefined,
  });
  const contacts = pages.data?.pages.flatMap((page) => page.activeContacts);
  if (pages.isError)
    return (
      <Alert color="red" role="alert">
        {pages.error.message}
      </Alert>
    );
  if (contacts === undefined)
    return (
      <Group role="status" justify="center" py="md">
        <Loader size="sm" aria-hidden="true" />
        <Text>{m.lists.loading}</Text>
      </Group>
    );
  return (
    <Stack gap="sm">
      {contacts.length ? (
        <ContactRows contacts={contacts} onOpen={onOpen} />
      ) : (
        <Text>{m.lists.noContacts}</Text>
      )}
      {pages.hasNextPage ? (
        <Button
          variant="default"
          loading={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {m.lists.more}
        </Button>
      ) : null}
    </Stack>
  );
}

/** The profile stub: how contacts see one, and the way to the profile. */
export function ProfileTab({ onFollow }: { onFollow(): void }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {m.profile.title}
      </Title>
      <Text>{m.profile.text}</Text>
      <Anchor component={Link} to="/profile" onClick={onFollow}>
        {m.profile.link}
      </Anchor>
    </Stack>
  );
}
