import { Paper, Stack, Text, Title } from '@mantine/core';
import { useRouteTitle } from '../layouts/route-handle';
import { appMessages as t } from '../messages';

/** Stands in for a page not built yet: the section's title (from the route) and a notice. */
export default function PlaceholderPage() {
  const title = useRouteTitle() ?? 'Muro Pride';
  return (
    <Stack gap="md" py="md">
      <Title order={1}>{title}</Title>
      <Paper withBorder p="lg" radius="md" bg="gray.0">
        <Text>{t.placeholder}</Text>
      </Paper>
    </Stack>
  );
}
