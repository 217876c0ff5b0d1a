import { Badge, Box, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { adminSurveyMessages as m } from '../messages';

/** A plain list table with 'Sin registros' when empty and Sí/No for the active flag. */
export function SimpleTable<T>({
  rows,
  columns,
  keyOf,
  label,
}: {
  rows: T[] | undefined;
  columns: { title: string; cell(row: T): ReactNode }[];
  keyOf(row: T): number;
  label: string;
}) {
  // On a phone a wide table scrolls inside its own region (reachable by keyboard), never the whole page.
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table aria-label={label} striped>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.title} scope="col">
                {c.title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows?.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>{m.empty}</Table.Td>
            </Table.Tr>
          ) : null}
          {rows?.map((row) => (
            <Table.Tr key={keyOf(row)}>
              {columns.map((c) => (
                <Table.Td key={c.title}>{c.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

export const activeBadge = (active: boolean) => (
  // teal.9 keeps white text above 4.5:1 (green.9 gives 4.36).
  <Badge color={active ? 'teal.9' : 'gray.7'}>{active ? m.yes : m.no}</Badge>
);
