import { readPicked, readQuery } from '@/api/read-query';
import type { components } from '@openapi/schema';
import { api } from '@/api/client';
import { unwrap } from '@/api/envelope';

export type { RewardItem, RedemptionItem, StatementItem } from '@openapi/schema';

export type CouponResult = NonNullable<components['schemas']['CouponResultReply']['data']>;

/** Query options of the member's rewards: the only place their query keys are written. */
export const rewardsQueries = {
  all: ['rewards'] as const,
  products: (categoryId: number) =>
    readQuery(['rewards', 'products', categoryId], () =>
      api.GET('/BackEnd/RewardProducts', { params: { query: { rewardCategoryId: categoryId } } }),
    ),
  categories: () =>
    readPicked(
      ['rewards', 'categories'],
      () => api.GET('/BackEnd/RewardCategories'),
      (data) => data ?? [],
    ),
  latest: () =>
    readPicked(
      ['rewards', 'latest'],
      () => api.GET('/BackEnd/LatestRewardProducts'),
      (data) => data ?? [],
    ),
  defaultRange: () => readQuery(['rewards', 'default-range'], () => api.GET('/BackEnd/RewardsFilterByDate')),
  statement: (dateRange: string) =>
    readPicked(
      ['rewards', 'statement', dateRange],
      () => api.GET('/BackEnd/RewardsStatement', { params: { query: { dateRange } } }),
      (d) => d ?? [],
    ),
  history: (dateRange: string) =>
    readPicked(
      ['rewards', 'history', dateRange],
      () => api.GET('/BackEnd/RedemptionHistory', { params: { query: { dateRange } } }),
      (d) => d ?? [],
    ),
};

/** Redeems a reward; the same key (one per attempt, docs/decisions/0221) answers with the same redemption. */
async function redeemCoupon(rewardProductFilterId: number, redemptionKey: string): Promise<CouponResult> {
  const data = await unwrap(
    api.POST('/BackEnd/RedeemCoupon', {
      body: { RewardProductFilterId: rewardProductFilterId },
      params: { header: { 'Idempotency-Key': redemptionKey } },
    }),
  );
  if (!data) throw new Error('RedeemCoupon answered without data');
  return data;
}

/** The coupon PDF of a redemption, saved by the browser (it needs the bearer token, so not a plain link). */
async function downloadCoupon(rewardOrderUserProfileId: number): Promise<void> {
  const { data, response } = await api.GET('/BackEnd/DownloadCoupon/{id}', {
    params: { path: { id: rewardOrderUserProfileId } },
    parseAs: 'blob',
  });
  if (!response.ok || !data) throw new Error(`HTTP ${response.status}`);
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = `cupon-${rewardOrderUserProfileId}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The redemption id at the end of a couponUrl ('/api/BackEnd/DownloadCoupon/{id}'). */
export const redemptionIdOf = (couponUrl: string) => Number(couponUrl.split('/').pop());

/** The rewards' writes and the coupon download. */
export const rewardsCalls = { redeemCoupon, downloadCoupon };
