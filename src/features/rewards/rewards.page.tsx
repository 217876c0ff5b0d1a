import { Anchor, Chip, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import { notifyFailed, notifyOk, QueryState } from '@/shared/ui';
import { rewardsQueries } from './api';
import { RedemptionDialog } from './components/redemption-dialog';
import { RewardDetail } from './components/reward-detail';
import { RewardCard } from './components/reward-card';
import { RewardsSlider } from './components/rewards-slider';
import { useRedemption } from './flows/redemption.impl';
import { MembersOnly } from './components/members-only';
import { rewardsMessages as m } from './messages';
import { formatPoints } from '@/shared/format';
import { useRewardsServices } from './rewards-services';

/** /rewards: the balance, the categories, the newest rewards and the catalogue with its redeem action. */
function Rewards() {
  const [categoryId, setCategoryId] = useState(0);
  const products = useQuery(rewardsQueries.products(categoryId));
  const categories = useQuery(rewardsQueries.categories());
  const latest = useQuery(rewardsQueries.latest());
  const [state, send] = useRedemption();
  const [detailId, setDetailId] = useState<number | null>(null);
  const services = useRewardsServices();
  const downloadAgain = (couponUrl: string) =>
    services.openCoupon(couponUrl).then(
      () => notifyOk(m.downloaded),
      (error: unknown) => notifyFailed(m.downloadFailed, error),
    );
  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{m.titles.rewards}</Title>
        <Group gap="md">
          <Anchor component={Link} to={paths.redemptionHistory}>
            {m.links.history}
          </Anchor>
          <Anchor component={Link} to={paths.accountStatus}>
            {m.links.statement}
          </Anchor>
        </Group>
      </Group>
      {products.data ? (
        <Text fz="lg" fw={700} role="status">
          {m.balance(formatPoints(products.data.balance))}
        </Text>
      ) : null}
      <RewardsSlider items={latest.data ?? []} />
      <Chip.Group
        multiple={false}
        value={String(categoryId)}
        onChange={(value) => setCategoryId(Number(value))}
      >
        <Group gap="xs" role="group" aria-label={m.categories}>
          <Chip value="0">{m.allCategories}</Chip>
          {(categories.data ?? []).map((c) => (
            <Chip key={c.rewardCategoryId} value={String(c.rewardCategoryId)}>
              {c.description}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <QueryState query={products}>
        {(data) =>
          data.items.length === 0 ? (
            <Text>{m.noRewards}</Text>
          ) : (
            <>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
                {data.items.map((item) => (
                  <RewardCard
                    key={item.rewardProductFilterId}
                    item={item}
                    onRedeem={(chosen) => send({ type: 'redemption.choose', ...chosen })}
                    onOpenDetail={(chosen) => setDetailId(chosen.rewardProductFilterId)}
                  />
                ))}
              </SimpleGrid>
              <RewardDetail
                items={data.items}
                openedId={detailId}
                onClose={() => setDetailId(null)}
                onRedeem={(chosen) => {
                  // The detail gives way to the one redemption dialog, and focus goes back to the card.
                  setDetailId(null);
                  send({ type: 'redemption.choose', ...chosen });
                }}
              />
            </>
          )
        }
      </QueryState>
      <RedemptionDialog state={state} send={send} onDownloadAgain={(url) => void downloadAgain(url)} />
    </Stack>
  );
}

export default function RewardsPage() {
  return (
    <MembersOnly title={m.titles.rewards}>
      <Rewards />
    </MembersOnly>
  );
}
