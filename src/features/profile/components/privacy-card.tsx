import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** The frame of a card about the person's rights over their data: a titled section, its text, its actions. */
export function PrivacyCard({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        <Text>{text}</Text>
        {children}
      </Stack>
    </Paper>
  );
}
