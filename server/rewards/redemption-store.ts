import type { Database, Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';
import { offeredTo } from './member-catalogue-store.js';

/** A reward offered to the person through one of their filters. */
export interface Offer {
  points: number;
  filter_stock: number;
  reward_product_id: number;
  company_id: number;
  title: string;
}

/** The offer behind one of the person's filters, its filter row locked so its stock is lowered in turn. */
export async function lockOffer(tx: Queryable, userId: number, filterId: number): Promise<Offer | undefined> {
  const offer = await firstRow<Offer>(
    tx,
    `select f.points, f.filter_stock, p.reward_product_id, f.company_id, p.title
     ${offeredTo} and f.reward_product_filter_id = $2
     for update of f`,
    [userId, filterId],
  );
  return offer;
}

/** The first free coupon of the offer valid today, taken with SKIP LOCKED so two redemptions never share it. */
export async function takeCoupon(tx: Queryable, offer: Offer, today: string): Promise<number | undefined> {
  const coupon = await firstRow<{ reward_coupon_id: number }>(
    tx,
    `select reward_coupon_id from reward_coupons
      where reward_product_id = $1 and company_id = $2 and redeemed_at is null
        and $3::date between start_date and end_date
      order by end_date, reward_coupon_id limit 1
      for update skip locked`,
    [offer.reward_product_id, offer.company_id, today],
  );
  return coupon?.reward_coupon_id;
}

/** What a person's idempotency key already produced: the redemption, the filter asked for and the balance given. */
export interface KeyedRedemption {
  orderId: number;
  filterId: number;
  balanceAfter: number;
}

/** The redemption a person already made with this idempotency key, if any. */
export function findKeyedRedemption(tx: Queryable, userId: number, idempotencyKey: string) {
  return firstRow<KeyedRedemption>(
    tx,
    `select reward_order_user_profile_id as "orderId", reward_product_filter_id as "filterId",
            balance_after as "balanceAfter"
       from reward_orders where user_id = $1 and idempotency_key = $2`,
    [userId, idempotencyKey],
  );
}

export interface NewRedemption {
  userId: number;
  filterId: number;
  couponId: number;
  offer: Offer;
  idempotencyKey: string;
  balanceAfter: number;
}

/** Marks the coupon redeemed, records the order and lowers the filter's stock; returns the order's id. */
export async function insertRedemption(tx: Queryable, order: NewRedemption, now: Date): Promise<number> {
  const { userId, filterId, couponId, offer } = order;
  await tx.query('update reward_coupons set redeemed_by = $2, redeemed_at = $3 where reward_coupon_id = $1', [
    couponId,
    userId,
    now,
  ]);
  const row = await firstRow<{ id: number }>(
    tx,
    `insert into reward_orders (user_id, reward_product_filter_id, reward_product_id, reward_coupon_id, points,
       created_at, idempotency_key, balance_after) values ($1, $2, $3, $4, $5, $6, $7, $8)
     returning reward_order_user_profile_id as id`,
    [
      userId,
      filterId,
      offer.reward_product_id,
      couponId,
      offer.points,
      now,
      order.idempotencyKey,
      order.balanceAfter,
    ],
  );
  await tx.query(
    'update reward_product_filters set filter_stock = filter_stock - 1 where reward_product_filter_id = $1',
    [filterId],
  );
  return row?.id ?? 0;
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
export function findRedeemedCoupon(db: Database, userId: number, orderId: number) {
  return firstRow<RedeemedCoupon>(
    db,
    `select c.coupon_number as "couponNumber", p.url_pdf as "urlPdf", p.pos_x as "posX", p.pos_y as "posY",
            p.font_size as "fontSize", p.is_bar_code as "isBarCode", p.title
       from reward_orders o
       join reward_coupons c on c.reward_coupon_id = o.reward_coupon_id
       join reward_products p on p.reward_product_id = o.reward_product_id
      where o.reward_order_user_profile_id = $1 and o.user_id = $2 and o.status = 2`,
    [orderId, userId],
  );
}
