import { Group, Table } from '@mantine/core';
import type { Key, ReactNode } from 'react';

/**
 * A survey's parts (its questions, a question's answer options) as a plain table: the column titles, one row
 * per part with its cells and, last, its buttons side by side; `empty` as the only row when there are none.
 */
export function PartTable<T>({
  head,
  parts,
  keyOf,
  cells,
  buttons,
  empty,
}: {
  head: string[];
  parts: T[];
  keyOf(part: T): Key;
  cells(part: T, index: number): ReactNode[];
  buttons(part: T, index: number): ReactNode;
  empty?: string;
}) {
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          {head.map((title) => (
            <Table.Th key={title} scope="col">
              {title}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {empty && parts.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={head.length}>{empty}</Table.Td>
          </Table.Tr>
        ) : null}
        {parts.map((part, index) => (
          <Table.Tr key={keyOf(part)}>
            {cells(part, index).map((cell, column) => (
              <Table.Td key={head[column]}>{cell}</Table.Td>
            ))}
            <Table.Td>
              <Group gap="xs">{buttons(part, index)}</Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
