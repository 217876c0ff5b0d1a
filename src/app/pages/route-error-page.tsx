import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { appMessages as t } from '../messages';

/** Shown when a page fails to load or crashes (e.g. its code changed after a new release). */
export function RouteErrorPage() {
  return (
    <Container size="sm" py="xl" component="main">
      <Stack gap="md" role="alert">
        <Title order={1}>{t.routeError.title}</Title>
        <Text>{t.routeError.text}</Text>
        <Button onClick={() => window.location.reload()} w="fit-content">
          {t.routeError.retry}
        </Button>
      </Stack>
    </Container>
  );
}
