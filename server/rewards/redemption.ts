import type { Database } from '../db/database.js';
import { Conflict } from '../domain-errors.js';
import { debitPoints, lockBalance } from '../points/points-ledger.js';
import { offeredTo } from './member-catalogue.js';
import { rewardMessages as m } from './reward-messages.js';

interface Offer {
  points: number;
  filter_stock: number;
  reward_product_id: number;
  company_id: number;
  title: string;
}

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
    const [offer] = await tx.query<Offer>(
      `select f.points, f.filter_stock, p.reward_product_id, f.company_id, p.title
       ${offeredTo} and f.reward_product_filter_id = $2
       for update of f`,
      [userId, filterId],
    );
    if (!offer) throw new Conflict(m.rewardUnavailable);
    if (offer.filter_stock < 1) throw new Conflict(m.noCoupons);
    const balance = await lockBalance(tx, userId);
    if (balance < offer.points) throw new Conflict(m.notEnoughPoints);
    const [coupon] = await tx.query<{ reward_coupon_id: number }>(
      `select reward_coupon_id from reward_coupons
        where reward_product_id = $1 and company_id = $2 and redeemed_at is null
          and $3::date between start_date and end_date
        order by end_date, reward_coupon_id limit 1
        for update skip locked`,
      [offer.reward_product_id, offer.company_id, today],
    );
    if (!coupon) throw new Conflict(m.noCoupons);
    await tx.query(
      'update reward_coupons set redeemed_by = $2, redeemed_at = $3 where reward_coupon_id = $1',
      [coupon.reward_coupon_id, userId, now],
    );
    const [order] = await tx.query<{ id: number }>(
      `insert into reward_orders (user_id, reward_product_filter_id, reward_product_id, reward_coupon_id, points,
         created_at) values ($1, $2, $3, $4, $5, $6) returning reward_order_user_profile_id as id`,
      [userId, filterId, offer.reward_product_id, coupon.reward_coupon_id, offer.points, now],
    );
    const orderId = order?.id ?? 0;
    await tx.query(
      'update reward_product_filters set filter_stock = filter_stock - 1 where reward_product_filter_id = $1',
      [filterId],
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
    return { rewardOrderUserProfileId: orderId, balance: balance - offer.points };
  });
}

export interface RedeemedCoupon {
  couponNumber: string;
  urlPdf: string;
  posX: number;
  posY: number;
  fontSize: number;
  isBarCode: boolean;
  title: string;
}

/** The coupon of one of the person's redemptions, for its PDF; undefined when it is not theirs. */
export async function findRedeemedCoupon(
  db: Database,
  userId: number,
  orderId: number,
): Promise<RedeemedCoupon | undefined> {
  const [row] = await db.query<RedeemedCoupon>(
    `select c.coupon_number as "couponNumber", p.url_pdf as "urlPdf", p.pos_x as "posX", p.pos_y as "posY",
            p.font_size as "fontSize", p.is_bar_code as "isBarCode", p.title
       from reward_orders o
       join reward_coupons c on c.reward_coupon_id = o.reward_coupon_id
       join reward_products p on p.reward_product_id = o.reward_product_id
      where o.reward_order_user_profile_id = $1 and o.user_id = $2 and o.status = 2`,
    [orderId, userId],
  );
  return row;
}
