import { Button, Group, Image } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import { AdminTable, ConfirmDialog, notifyFailed, type AdminColumn } from '@/shared/ui';
import { operatorCalls, operatorQueries, type AdminReward } from '../api';
import { operatorMessages as m } from '../messages';
import { StatusBadge } from './status-badge';
import { useDeactivate } from './use-deactivate';

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
  const deactivation = useDeactivate(operatorCalls.deactivateReward, m.deactivateRewardFailed);
  const columns: AdminColumn<AdminReward>[] = [
    { key: 'id', title: m.columns.id, cell: (r) => r.rewardProductId, sortValue: (r) => r.rewardProductId },
    {
      key: 'image',
      title: m.columns.image,
      cell: (r) => <Image src={r.urlImage} alt="" w={40} h={40} radius="sm" />,
    },
    { key: 'title', title: m.columns.title, cell: (r) => r.titleAdmin, sortValue: (r) => r.titleAdmin },
    { key: 'category', title: m.columns.category, cell: (r) => r.categoryDescription },
    { key: 'provider', title: m.columns.provider, cell: (r) => r.providerName },
    { key: 'points', title: m.columns.points, cell: (r) => r.points, sortValue: (r) => r.points },
    { key: 'stock', title: m.columns.stock, cell: (r) => r.stock, sortValue: (r) => r.stock },
    { key: 'status', title: m.columns.status, cell: (r) => <StatusBadge active={r.active} /> },
    {
      key: 'options',
      title: m.columns.options,
      cell: (r) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={paths.operator.rewardDetails(r.rewardProductId)}
            aria-label={m.editNamed(r.titleAdmin)}
          >
            {m.edit}
          </Button>
          {r.isVisible ? (
            <Button
              size="xs"
              variant="light"
              component={Link}
              to={paths.operator.loadCoupons(r.rewardProductId)}
              aria-label={m.loadCouponsNamed(r.titleAdmin)}
            >
              {m.loadCoupons}
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="light"
            onClick={() => void openTestCoupon(r.rewardProductId)}
            aria-label={m.testCouponNamed(r.titleAdmin)}
          >
            {m.testCoupon}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red.9"
            disabled={!r.active}
            onClick={() => deactivation.ask(r.rewardProductId)}
            aria-label={m.deactivateNamed(r.titleAdmin)}
          >
            {m.deactivate}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <>
      <AdminTable
        label={m.tabs.rewards}
        rows={rewards.data}
        columns={columns}
        keyOf={(r) => r.rewardProductId}
        searchText={(r) => `${r.titleAdmin} ${r.title} ${r.providerName}`}
        toolbar={
          <Button component={Link} to={paths.operator.rewardDetails(0)}>
            {m.add}
          </Button>
        }
        minWidth={960}
      />
      <ConfirmDialog
        opened={deactivation.confirming !== null}
        onConfirm={deactivation.confirm}
        onCancel={deactivation.cancel}
        busy={deactivation.busy}
      />
    </>
  );
}
