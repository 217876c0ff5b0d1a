import { Table, UnstyledButton } from '@mantine/core';
import { profileMessages } from '../messages';

type SortDirection = 'ascending' | 'descending';
export interface Sort<K extends string> {
  key: K;
  direction: SortDirection;
}

/** A column header that sorts the table; aria-sort tells assistive technology the current order. */
export function SortableHeader<K extends string>({
  column,
  label,
  sort,
  onSort,
}: {
  column: K;
  label: string;
  sort: Sort<K> | null;
  onSort(next: Sort<K>): void;
}) {
  const active = sort?.key === column;
  const direction = active ? sort.direction : 'none';
  return (
    <Table.Th aria-sort={direction}>
      <UnstyledButton
        fw={700}
        aria-label={profileMessages.tabs.sortBy(label)}
        onClick={() =>
          onSort({
            key: column,
            direction: active && sort.direction === 'ascending' ? 'descending' : 'ascending',
          })
        }
      >
        {label} {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
      </UnstyledButton>
    </Table.Th>
  );
}

/** Sorts a copy of the rows by a text or date column (missing values last). */
export function sortRows<T>(
  rows: T[],
  sort: Sort<string> | null,
  value: (row: T, key: string) => string | null,
) {
  if (!sort) return rows;
  const factor = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a, sort.key);
    const y = value(b, sort.key);
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return x.localeCompare(y, 'es-MX') * factor;
  });
}
