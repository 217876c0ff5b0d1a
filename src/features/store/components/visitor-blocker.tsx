import { Paper, Text, Title } from '@mantine/core';
import { storeMessages } from '../messages';

/** Visitors see a preview and this invitation to sign in or register (spec 000 §1). */
export function VisitorBlocker() {
  return (
    <Paper withBorder radius="md" p="lg" ta="center" bg="gray.0">
      <Title order={2} size="h4">
        {storeMessages.blocker.title}
      </Title>
      <Text mt="xs">{storeMessages.blocker.text}</Text>
    </Paper>
  );
}

/** How many items visitors see above the blocker. */
export const VISITOR_PREVIEW = 4;
