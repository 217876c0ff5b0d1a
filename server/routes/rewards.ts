import { defaultDayRange, formatDayRange, parseDayRange } from '../../domain/day-range.js';
import { currentUser } from '../auth/request-auth.js';
import { invalidInput, orNotFound } from '../domain-errors.js';
import { ok } from '../http/envelope.js';
import { pointsBalance } from '../points/points-store.js';
import { couponPdf } from '../rewards/coupon-pdf.js';
import { latestRewards, offeredCategories, offeredRewards } from '../rewards/member-catalogue-store.js';
import { redeemReward } from '../rewards/redemption.js';
import { findRedeemedCoupon } from '../rewards/redemption-store.js';
import { rewardMessages as m } from '../rewards/reward-messages.js';
import { redemptionsOf, statementOf } from '../rewards/statement-store.js';
import { readRewardFile } from '../rewards/stored-file.js';
import type { Services } from '../services.js';
import type { HandlerMap } from './handler.js';

/** The member's rewards (spec 000 "Rewards screens"): catalogue, redemption, coupon, statement and history. */
export function rewardHandlers({ db, clock, config, today }: Services) {
  const rangeOf = (text: string | undefined) => {
    if (text === undefined) return defaultDayRange(today());
    const range = parseDayRange(text);
    if (!range) throw invalidInput([{ field: 'dateRange', message: m.badRange }]);
    return range;
  };

  return {
    async getRewardsFilterByDate() {
      const range = defaultDayRange(today());
      return ok({ dateRange: formatDayRange(range), startDate: range.start, endDate: range.end });
    },
    getRewardsStatement: async ({ request, query }) =>
      ok(await statementOf(db, currentUser(request).userId, rangeOf(query.dateRange), config.timeZone)),
    getRedemptionHistory: async ({ request, query }) =>
      ok(await redemptionsOf(db, currentUser(request).userId, rangeOf(query.dateRange), config.timeZone)),
    async getRewardProducts({ request, query }) {
      const { userId } = currentUser(request);
      const items = await offeredRewards(db, userId, today(), query.rewardCategoryId ?? 0);
      return ok({ balance: await pointsBalance(db, userId), items });
    },
    getRewardCategories: async ({ request }) => ok(await offeredCategories(db, currentUser(request).userId)),
    getLatestRewardProducts: async ({ request, query }) =>
      ok(await latestRewards(db, currentUser(request).userId, today(), query.rewardCategoryId ?? 0)),

    async redeemCoupon({ request, body, headers }) {
      const { userId } = currentUser(request);
      const redeemed = await redeemReward(
        db,
        { userId, filterId: body.RewardProductFilterId, idempotencyKey: headers['Idempotency-Key'] },
        today(),
        clock(),
      );
      const couponUrl = `/api/BackEnd/DownloadCoupon/${redeemed.rewardOrderUserProfileId}`;
      return ok({ couponUrl, ...redeemed }, m.redeemed);
    },

    async downloadCoupon({ request, params, reply }) {
      const coupon = orNotFound(
        await findRedeemedCoupon(db, currentUser(request).userId, params.id),
        m.redemptionNotFound,
      );
      const pdf = await couponPdf(await readRewardFile(coupon.urlPdf, config.uploadsDir), coupon);
      // The contract's 200 is a PDF, not the envelope, so the reply is sent here rather than returned.
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="cupon-${params.id}.pdf"`)
        .send(Buffer.from(pdf));
    },
  } satisfies Partial<HandlerMap>;
}
