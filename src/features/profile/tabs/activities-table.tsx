import { Table } from '@mantine/core';
import { AdminCards, usePhoneLayout, type AdminColumn } from '@/shared/ui';
import { useState } from 'react';
import { formatDate } from '@/shared/format';
import { profileMessages } from '../messages';
import type { UserActivity } from '../api';
import { EmptyRow } from './empty-row';
import { SortableHeader, sortRows, type Sort } from './sortable-header';

const c = profileMessages.columns;
type Column = 'name' | 'endDate';

const endDate = (row: UserActivity) =>
  row.endDate ? formatDate(row.endDate) : profileMessages.tabs.notAvailable;

/** The activities as a phone's cards show them. */
const cardColumns: AdminColumn<UserActivity>[] = [
  { key: 'type', title: c.type, cell: (row) => row.activityType },
  { key: 'name', title: c.name, cell: (row) => row.name },
  { key: 'endDate', title: c.endDate, cell: endDate },
];

/** Activities: type, name (sortable) and end date (sortable); cards on a phone. */
export function ActivitiesTable({ rows }: { rows: UserActivity[] }) {
  const phone = usePhoneLayout();
  const [sort, setSort] = useState<Sort<Column> | null>(null);
  const sorted = sortRows(rows, sort, (row, key) => (key === 'name' ? row.name : row.endDate));
  if (phone)
    return (
      <AdminCards
        label={profileMessages.tabs.activities}
        rows={sorted}
        columns={cardColumns}
        keyOf={(r) => r.userActivityId}
      />
    );
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
              <Table.Td>{endDate(row)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
