import { Box, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AdminColumn } from './admin-table';
import { uiMessages as m } from './messages';

/**
 * The rows of an admin list as cards, for a phone: each column's title beside its value and the row's
 * actions at hand, where a table would have scrolled sideways.
 */
export function AdminCards<T>({
  label,
  rows,
  columns,
  keyOf,
}: {
  label: string;
  rows: readonly T[] | undefined;
  columns: AdminColumn<T>[];
  keyOf(row: T): string | number;
}) {
  if (rows === undefined || rows.length === 0)
    return <Text size="sm">{rows === undefined ? m.loading : m.empty}</Text>;
  return (
    <Stack component="ul" aria-label={label} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper component="li" key={keyOf(row)} withBorder p="sm" radius="md">
          <SimpleGrid component="dl" cols={2} spacing="xs" verticalSpacing={4} m={0}>
            {columns.map((c) => (
              <Box key={c.key} display="contents">
                <Text component="dt" size="xs" fw={700}>
                  {c.title}
                </Text>
                <Box component="dd" m={0} miw={0} style={{ overflowWrap: 'anywhere' }}>
                  {c.cell(row)}
                </Box>
              </Box>
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
