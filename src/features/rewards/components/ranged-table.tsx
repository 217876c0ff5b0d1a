import { Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { AdminCards, QueryState, usePhoneLayout, type AdminColumn } from '@/shared/ui';
import { rewardsMessages as m } from '../messages';

interface RangedTableProps<T> {
  query: UseQueryResult<T[]>;
  label: string;
  columns: AdminColumn<T>[];
  keyOf(item: T): string | number;
  /**
   * Whether nothing inside can take focus: then the scrolling box itself does, so keyboards can scroll it too.
   */
  readOnly?: boolean;
}

/**
 * The table of a ranged page: its items in the range, or a line saying there are none. On a phone each item
 * is a card with every column at hand, where a table would hide the last ones off screen.
 */
export function RangedTable<T>({ query, label, columns, keyOf, readOnly = false }: RangedTableProps<T>) {
  const phone = usePhoneLayout();
  const focusable = readOnly
    ? ({ type: 'native', tabIndex: 0, role: 'region', 'aria-label': label } as const)
    : {};
  return (
    <QueryState query={query}>
      {(items) =>
        items.length === 0 ? (
          <Text>{m.empty}</Text>
        ) : phone ? (
          <AdminCards label={label} rows={items} columns={columns} keyOf={keyOf} />
        ) : (
          <Table.ScrollContainer minWidth={560} {...focusable}>
            <Table striped aria-label={label}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column.key} scope="col">
                      {column.title}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={keyOf(item)}>
                    {columns.map((column) => (
                      <Table.Td key={column.key}>{column.cell(item)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )
      }
    </QueryState>
  );
}
