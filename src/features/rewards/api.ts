import { readList, readQuery } from '@/api/read-query';
import type { components } from '@openapi/schema';
import { api } from '@/api/client';
import { fileOf } from '@/api/file-reply';
import { saveFile } from '@/shared/ui';
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
  categories: () => readList(['rewards', 'categories'], () => api.GET('/BackEnd/RewardCategories')),
  latest: () => readList(['rewards', 'latest'], () => api.GET('/BackEnd/LatestRewardProducts')),
  defaultRange: () => readQuery(['rewards', 'default-range'], () => api.GET('/BackEnd/RewardsFilterByDate')),
  statement: (dateRange: string) =>
    readList(['rewards', 'statement', dateRange], () =>
      api.GET('/BackEnd/RewardsStatement', { params: { query: { dateRange } } }),
    ),
  history: (dateRange: string) =>
    readList(['rewards', 'history', dateRange], () =>
      api.GET('/BackEnd/RedemptionHistory', { params: { query: { dateRange } } }),
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
  const name = `cupon-${rewardOrderUserProfileId}.pdf`;
  const call = api.GET('/BackEnd/DownloadCoupon/{id}', {
    params: { path: { id: rewardOrderUserProfileId } },
    parseAs: 'blob',
  });
  saveFile(name, (await fileOf(call, name)).blob);
}

/** The redemption id at the end of a couponUrl ('/api/BackEnd/DownloadCoupon/{id}'). */
export const redemptionIdOf = (couponUrl: string) => Number(couponUrl.split('/').pop());

/** The rewards' writes and the coupon download. */
export const rewardsCalls = { redeemCoupon, downloadCoupon };
