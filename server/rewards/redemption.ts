import type { Database } from '../db/database.js';
import { Conflict } from '../domain-errors.js';
import { debitPoints, lockBalance } from '../points/points-store.js';
import { findKeyedRedemption, insertRedemption, lockOffer, takeCoupon } from './redemption-store.js';
import { rewardMessages as m } from './reward-messages.js';

/** One redemption attempt: whose, through which filter, and the key the client sends with each retry of it. */
export interface RedemptionRequest {
  userId: number;
  filterId: number;
  idempotencyKey: string;
}

export interface Redemption {
  rewardOrderUserProfileId: number;
  balance: number;
}

/**
 * Redeems a reward through one of the person's filters in one transaction (docs/decisions/0140, 0221). The
 * person's row is locked first, so their redemptions take turns: a retry with the key of a redemption already
 * made finds it and answers as it did, before any stock or balance check, and debits nothing. Then the filter
 * row is locked so its stock is read and lowered in turn, the balance is checked and debited, and the coupon
 * is taken with SKIP LOCKED so two redemptions never wait on or share a number (reward_orders.reward_coupon_id
 * is unique besides). Any refusal rolls everything back, the key's use included.
 */
export async function redeemReward(
  db: Database,
  { userId, filterId, idempotencyKey }: RedemptionRequest,
  today: string,
  now: Date,
): Promise<Redemption> {
  return db.transaction(async (tx) => {
    const balance = await lockBalance(tx, userId);
    const earlier = await findKeyedRedemption(tx, userId, idempotencyKey);
    if (earlier) {
      if (earlier.filterId !== filterId) throw new Conflict(m.keyReused);
      return { rewardOrderUserProfileId: earlier.orderId, balance: earlier.balanceAfter };
    }
    const offer = await lockOffer(tx, userId, filterId);
    if (!offer) throw new Conflict(m.rewardUnavailable);
    if (offer.filter_stock < 1) throw new Conflict(m.noCoupons);
    if (balance < offer.points) throw new Conflict(m.notEnoughPoints);
    const couponId = await takeCoupon(tx, offer, today);
    if (couponId === undefined) throw new Conflict(m.noCoupons);
    const balanceAfter = balance - offer.points;
    const orderId = await insertRedemption(
      tx,
      { userId, filterId, couponId, offer, idempotencyKey, balanceAfter },
      now,
    );
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
    return { rewardOrderUserProfileId: orderId, balance: balanceAfter };
  });
}
