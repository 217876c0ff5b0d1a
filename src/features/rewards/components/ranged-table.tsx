import { Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '@/shared/ui';
import { rewardsMessages as m } from '../messages';

interface RangedTableProps<T> {
  query: UseQueryResult<T[]>;
  label: string;
  headers: string[];
  /** One `Table.Tr` for an item. */
  row(item: T): ReactNode;
  /**
   * Whether nothing inside can take focus: then the scrolling box itself does, so keyboards can scroll it too.
   */
  readOnly?: boolean;
}

/** The table of a ranged page: its items in the range, or a line saying there are none. */
export function RangedTable<T>({ query, label, headers, row, readOnly = false }: RangedTableProps<T>) {
  const focusable = readOnly
    ? ({ type: 'native', tabIndex: 0, role: 'region', 'aria-label': label } as const)
    : {};
  return (
    <QueryState query={query}>
      {(items) =>
        items.length === 0 ? (
          <Text>{m.empty}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560} {...focusable}>
            <Table striped aria-label={label}>
              <Table.Thead>
                <Table.Tr>
                  {headers.map((header) => (
                    <Table.Th key={header} scope="col">
                      {header}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{items.map(row)}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )
      }
    </QueryState>
  );
}
