import { Table } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '@/shared/format';
import { profileMessages } from '../messages';
import type { UserActivity } from '../api';
import { EmptyRow } from './empty-row';
import { SortableHeader, sortRows, type Sort } from './sortable-header';

const c = profileMessages.columns;
type Column = 'name' | 'endDate';

/** Activities: type, name (sortable) and end date (sortable). */
export function ActivitiesTable({ rows }: { rows: UserActivity[] }) {
  const [sort, setSort] = useState<Sort<Column> | null>(null);
  const sorted = sortRows(rows, sort, (row, key) => (key === 'name' ? row.name : row.endDate));
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c.type}</Table.Th>
            <SortableHeader column="name" label={c.name} sort={sort} onSort={setSort} />
            <SortableHeader column="endDate" label={c.endDate} sort={sort} onSort={setSort} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.length === 0 ? <EmptyRow columns={3} /> : null}
          {sorted.map((row) => (
            <Table.Tr key={row.userActivityId}>
              <Table.Td>{row.activityType}</Table.Td>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>{row.endDate ? formatDate(row.endDate) : profileMessages.tabs.notAvailable}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
