import type { StatementItem, RedemptionItem } from '../../openapi/generated/schema.js';
import type { DayRange } from '../../domain/day-range.js';
import type { Queryable } from '../db/database.js';
import { rewardMessages as m } from './reward-messages.js';

/** Movements of a person in a range of company days, newest first (spec 000 "/account-status"). */
export async function statementOf(
  db: Queryable,
  userId: number,
  range: DayRange,
  timeZone: string,
): Promise<StatementItem[]> {
  const rows = await db.query<{ id: number; date: Date; concept: string; reward: number }>(
    `select points_movement_id as id, created_at as date, reason as concept, points as reward
       from points_movements
      where user_id = $1 and (created_at at time zone $4)::date between $2::date and $3::date
      order by created_at desc, points_movement_id desc`,
    [userId, range.start, range.end, timeZone],
  );
  return rows.map((row) => ({
    id: row.id,
    date: row.date.toISOString(),
    action: row.reward < 0 ? m.statementRedemption : m.statementEarning,
    concept: row.concept,
    reward: row.reward,
  }));
}

/** Redemptions of a person in a range of company days, newest first (spec 000 "/redemption-history"). */
export async function redemptionsOf(
  db: Queryable,
  userId: number,
  range: DayRange,
  timeZone: string,
): Promise<RedemptionItem[]> {
  const rows = await db.query<Omit<RedemptionItem, 'date'> & { date: Date }>(
    `select o.reward_order_user_profile_id as "rewardOrderUserProfileId", p.title as "productTitle",
            o.created_at as date, o.points as reward, o.status
       from reward_orders o join reward_products p on p.reward_product_id = o.reward_product_id
      where o.user_id = $1 and (o.created_at at time zone $4)::date between $2::date and $3::date
      order by o.created_at desc, o.reward_order_user_profile_id desc`,
    [userId, range.start, range.end, timeZone],
  );
  return rows.map((row) => ({ ...row, date: row.date.toISOString() }));
}
