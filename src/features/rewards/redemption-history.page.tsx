import { Badge, Button } from '@mantine/core';
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
    <RangedTable<RedemptionItem>
      query={history}
      label={m.titles.history}
      keyOf={(item) => item.rewardOrderUserProfileId}
      columns={[
        { key: 'product', title: h.product, cell: (item) => item.productTitle },
        { key: 'date', title: h.date, cell: (item) => formatDateTime(item.date) },
        { key: 'points', title: h.points, cell: (item) => formatPoints(item.reward) },
        {
          key: 'status',
          title: h.status,
          cell: (item) => (
            <Badge color="#1e6b34" variant="filled">
              {item.status === REDEEMED ? m.statusRedeemed : item.status}
            </Badge>
          ),
        },
        {
          key: 'coupon',
          title: h.coupon,
          cell: (item) => (
            <Button
              size="xs"
              disabled={item.status !== REDEEMED}
              onClick={() => download(item)}
              aria-label={m.downloadCoupon(item.productTitle, formatDateTime(item.date))}
            >
              {m.downloadAgain}
            </Button>
          ),
        },
      ]}
    />
  );
}

/** /redemption-history: the person's redemptions in a date range, with their coupons. */
export default function RedemptionHistoryPage() {
  return (
    <RangedPage title={m.titles.history} table={(dateRange) => <HistoryTable dateRange={dateRange} />} />
  );
}
