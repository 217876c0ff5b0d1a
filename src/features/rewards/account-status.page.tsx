import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@/shared/format';
import { rewardsQueries, type StatementItem } from './api';
import { RangedPage } from './components/ranged-page';
import { RangedTable } from './components/ranged-table';
import { rewardsMessages as m } from './messages';
import { formatPoints } from '@/shared/format';

function StatementTable({ dateRange }: { dateRange: string }) {
  const statement = useQuery(rewardsQueries.statement(dateRange));
  const h = m.statement;
  return (
    <RangedTable<StatementItem>
      query={statement}
      label={m.titles.statement}
      keyOf={(item) => item.id}
      readOnly
      columns={[
        { key: 'id', title: h.id, cell: (item) => item.id },
        { key: 'date', title: h.date, cell: (item) => formatDateTime(item.date) },
        { key: 'action', title: h.action, cell: (item) => item.action },
        { key: 'concept', title: h.concept, cell: (item) => item.concept },
        {
          key: 'points',
          title: h.points,
          cell: (item) => (
            <Text span c={item.reward < 0 ? 'red.9' : '#1e6b34'} fw={700}>
              {item.reward > 0 ? '+' : ''}
              {formatPoints(item.reward)}
            </Text>
          ),
        },
      ]}
    />
  );
}

/** /account-status: every movement of the person's points in a date range. */
export default function AccountStatusPage() {
  return (
    <RangedPage title={m.titles.statement} table={(dateRange) => <StatementTable dateRange={dateRange} />} />
  );
}
