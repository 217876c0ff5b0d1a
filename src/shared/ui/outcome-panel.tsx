import { Group, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LineIcon } from './line-icon';

const marks = {
  done: 'M5 12l5 5L20 7',
  stopped: ['M12 8v5', 'M12 16.5v.5', 'M12 3l9.5 17h-19z'],
};

/**
 * How an outcome page ends a journey (a purchase paid, a payment cancelled): a card with its mark, its title,
 * what it means and the ways onward, the same on every such page.
 */
export function OutcomePanel({
  tone,
  title,
  children,
  actions,
}: {
  tone: 'done' | 'stopped';
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={640} mx="auto" my="lg">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="xl" color={tone === 'done' ? 'teal' : 'orange'} variant="light">
            <LineIcon d={marks[tone]} size={26} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {title}
          </Title>
        </Group>
        <Stack gap="xs">{children}</Stack>
        <Group mt="xs">{actions}</Group>
      </Stack>
    </Paper>
  );
}
