import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { offlineMessages as offline } from '@/shared/ui/offline-messages';
import { paths } from '@/shared/routing';
import { appMessages as t } from '../messages';

/**
 * Shown when a page fails to load or crashes (e.g. its code changed after a new release). Offline, a page this
 * device never opened cannot load: it says so and offers a retry and the way home (docs/decisions/0301).
 */
export function RouteErrorPage() {
  const offlineNow = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <Container size="sm" py="xl" component="main">
      <Stack gap="md" role="alert">
        <Title order={1}>{offlineNow ? offline.title : t.routeError.title}</Title>
        <Text>{offlineNow ? offline.unseen : t.routeError.text}</Text>
        <Group>
          <Button onClick={() => window.location.reload()} w="fit-content">
            {offline.retry}
          </Button>
          {offlineNow && (
            <Button component="a" href={paths.home} variant="default">
              {offline.home}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
