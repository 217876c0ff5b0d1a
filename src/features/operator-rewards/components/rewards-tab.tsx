import { Image } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ConsoleList, plainColumn, sortedColumn, statusColumn } from '@/shared/admin';
import type { RowAction, RowConfirm } from '@/shared/admin';
import { paths } from '@/shared/routing';
import { notifyFailed } from '@/shared/ui';
import { operatorCalls, operatorQueries, type AdminReward } from '../api';
import { operatorMessages as m } from '../messages';

async function openTestCoupon(id: number) {
  // The tab opens first, inside the click, so the browser does not block it while the coupon is stamped.
  const tab = window.open('', '_blank');
  try {
    const { data } = await operatorCalls.testCoupon(id);
    if (tab) tab.location.href = data;
    else window.location.assign(data);
  } catch (error) {
    tab?.close();
    notifyFailed(m.testCouponFailed, error);
  }
}

/** The rewards of the catalogue, 10 a page (spec 002 §9), with their coupon stock and actions. */
export function RewardsTab() {
  const rewards = useQuery(operatorQueries.rewards());
  const actions = (r: AdminReward, confirm: RowConfirm<AdminReward>): RowAction[] => [
    { text: m.edit, label: m.editNamed(r.titleAdmin), to: paths.operator.rewardDetails(r.rewardProductId) },
    ...(r.isVisible
      ? [
          {
            text: m.loadCoupons,
            label: m.loadCouponsNamed(r.titleAdmin),
            to: paths.operator.loadCoupons(r.rewardProductId),
          },
        ]
      : []),
    {
      text: m.testCoupon,
      label: m.testCouponNamed(r.titleAdmin),
      onClick: () => void openTestCoupon(r.rewardProductId),
    },
    confirm.action(r, m.deactivate, m.deactivateNamed(r.titleAdmin), r.active),
  ];
  return (
    <ConsoleList<AdminReward>
      label={m.tabs.rewards}
      rows={rewards.data}
      deactivate={{ call: operatorCalls.deactivateReward, failed: m.deactivateRewardFailed }}
      columns={[
        sortedColumn('id', m.columns.id, (r) => r.rewardProductId),
        plainColumn('image', m.columns.image, (r) => (
          <Image src={r.urlImage} alt="" w={40} h={40} radius="sm" />
        )),
        sortedColumn('title', m.columns.title, (r) => r.titleAdmin),
        plainColumn('category', m.columns.category, (r) => r.categoryDescription),
        plainColumn('provider', m.columns.provider, (r) => r.providerName),
        sortedColumn('points', m.columns.points, (r) => r.points),
        sortedColumn('stock', m.columns.stock, (r) => r.stock),
        statusColumn(m.columns.status, (r) => r.active),
      ]}
      actions={{ title: m.columns.options, of: actions }}
      keyOf={(r) => r.rewardProductId}
      searchText={(r) => `${r.titleAdmin} ${r.title} ${r.providerName}`}
      add={{ text: m.add, to: paths.operator.rewardDetails(0) }}
      minWidth={960}
    />
  );
}
