import type { Database } from '../db/database.js';
import { Conflict } from '../domain-errors.js';
import { debitPoints, lockBalance } from '../points/points-store.js';
import { insertRedemption, lockOffer, takeCoupon } from './redemption-store.js';
import { rewardMessages as m } from './reward-messages.js';

export interface Redemption {
  rewardOrderUserProfileId: number;
  balance: number;
}

/**
 * Redeems a reward through one of the person's filters in one transaction (docs/decisions/0140): the
 * filter row is locked so its stock is read and lowered in turn, the person's row so their balance is
 * checked and debited in turn, and the coupon is taken with SKIP LOCKED so two redemptions never wait on
 * or share a number (reward_orders.reward_coupon_id is unique besides). Any refusal rolls everything back.
 */
export async function redeemReward(
  db: Database,
  userId: number,
  filterId: number,
  today: string,
  now: Date,
): Promise<Redemption> {
  return db.transaction(async (tx) => {
    const offer = await lockOffer(tx, userId, filterId);
    if (!offer) throw new Conflict(m.rewardUnavailable);
    if (offer.filter_stock < 1) throw new Conflict(m.noCoupons);
    const balance = await lockBalance(tx, userId);
    if (balance < offer.points) throw new Conflict(m.notEnoughPoints);
    const couponId = await takeCoupon(tx, offer, today);
    if (couponId === undefined) throw new Conflict(m.noCoupons);
    const orderId = await insertRedemption(tx, { userId, filterId, couponId, offer }, now);
    if (offer.points > 0) {
      await debitPoints(tx, {
        userId,
        points: offer.points,
        reason: `${m.redemptionConcept}${offer.title}`,
        sourceKind: 'redemption',
        sourceId: orderId,
        at: now,
      });
    }
    return { rewardOrderUserProfileId: orderId, balance: balance - offer.points };
  });
}
