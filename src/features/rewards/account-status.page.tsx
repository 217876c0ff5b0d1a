import { Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@/shared/format';
import { rewardsQueries } from './api';
import { RangedPage } from './components/ranged-page';
import { RangedTable } from './components/ranged-table';
import { rewardsMessages as m } from './messages';
import { formatPoints } from '@/shared/format';

function StatementTable({ dateRange }: { dateRange: string }) {
  const statement = useQuery(rewardsQueries.statement(dateRange));
  const h = m.statement;
  return (
    <RangedTable
      query={statement}
      label={m.titles.statement}
      headers={[h.id, h.date, h.action, h.concept, h.points]}
      readOnly
      row={(item) => (
        <Table.Tr key={item.id}>
          <Table.Td>{item.id}</Table.Td>
          <Table.Td>{formatDateTime(item.date)}</Table.Td>
          <Table.Td>{item.action}</Table.Td>
          <Table.Td>{item.concept}</Table.Td>
          <Table.Td c={item.reward < 0 ? 'red.9' : '#1e6b34'} fw={700}>
            {item.reward > 0 ? '+' : ''}
            {formatPoints(item.reward)}
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}

/** /account-status: every movement of the person's points in a date range. */
export default function AccountStatusPage() {
  return (
    <RangedPage title={m.titles.statement} table={(dateRange) => <StatementTable dateRange={dateRange} />} />
  );
}
