import { Badge, Table } from '@mantine/core';
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
  return (
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
  );
}

export const activeBadge = (active: boolean) => (
  <Badge color={active ? 'green.9' : 'gray.7'}>{active ? m.yes : m.no}</Badge>
);
