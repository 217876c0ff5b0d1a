import { Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@/shared/format';
import { QueryState } from '@/shared/ui';
import { rewardsQueries } from './api';
import { RangedPage } from './components/ranged-page';
import { rewardsMessages as m } from './messages';
import { formatPoints } from './points';

function StatementTable({ dateRange }: { dateRange: string }) {
  const statement = useQuery(rewardsQueries.statement(dateRange));
  return (
    <QueryState query={statement}>
      {(items) =>
        items.length === 0 ? (
          <Text>{m.empty}</Text>
        ) : (
          // Nothing inside can take focus, so the scrolling box itself does: keyboards can scroll it too.
          <Table.ScrollContainer
            minWidth={560}
            type="native"
            tabIndex={0}
            role="region"
            aria-label={m.titles.statement}
          >
            <Table striped aria-label={m.titles.statement}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{m.statement.id}</Table.Th>
                  <Table.Th scope="col">{m.statement.date}</Table.Th>
                  <Table.Th scope="col">{m.statement.action}</Table.Th>
                  <Table.Th scope="col">{m.statement.concept}</Table.Th>
                  <Table.Th scope="col">{m.statement.points}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
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
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )
      }
    </QueryState>
  );
}

/** /account-status: every movement of the person's points in a date range. */
export default function AccountStatusPage() {
  return (
    <RangedPage title={m.titles.statement} table={(dateRange) => <StatementTable dateRange={dateRange} />} />
  );
}
