import { Badge, Button, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@/shared/format';
import { notifyFailed, notifyOk } from '@/shared/ui';
import { rewardsCalls, rewardsQueries, type RedemptionItem } from './api';
import { RangedPage } from './components/ranged-page';
import { RangedTable } from './components/ranged-table';
import { rewardsMessages as m } from './messages';
import { formatPoints } from '@/shared/format';

/** Spec 000 §4: status 2 is a redeemed coupon, which can be downloaded. */
const REDEEMED = 2;

function download(item: RedemptionItem) {
  rewardsCalls.downloadCoupon(item.rewardOrderUserProfileId).then(
    () => notifyOk(m.downloaded),
    (error: unknown) => notifyFailed(m.downloadFailed, error),
  );
}

function HistoryTable({ dateRange }: { dateRange: string }) {
  const history = useQuery(rewardsQueries.history(dateRange));
  const h = m.history;
  return (
    <RangedTable
      query={history}
      label={m.titles.history}
      headers={[h.product, h.date, h.points, h.status, h.coupon]}
      row={(item) => (
        <Table.Tr key={item.rewardOrderUserProfileId}>
          <Table.Td>{item.productTitle}</Table.Td>
          <Table.Td>{formatDateTime(item.date)}</Table.Td>
          <Table.Td>{formatPoints(item.reward)}</Table.Td>
          <Table.Td>
            <Badge color="#1e6b34" variant="filled">
              {item.status === REDEEMED ? m.statusRedeemed : item.status}
            </Badge>
          </Table.Td>
          <Table.Td>
            <Button
              size="xs"
              disabled={item.status !== REDEEMED}
              onClick={() => download(item)}
              aria-label={m.downloadCoupon(item.productTitle, formatDateTime(item.date))}
            >
              {m.downloadAgain}
            </Button>
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}

/** /redemption-history: the person's redemptions in a date range, with their coupons. */
export default function RedemptionHistoryPage() {
  return (
    <RangedPage title={m.titles.history} table={(dateRange) => <HistoryTable dateRange={dateRange} />} />
  );
}
