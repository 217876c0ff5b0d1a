import type { Queryable } from '../db/database.js';
import { numberOf } from '../db/query-rows.js';

/** One row of a person's ledger; the source names what produced it, so it is stored once. */
export interface PointsMovement {
  userId: number;
  points: number;
  /** The concept on the person's statement. */
  reason: string;
  /** What kind of thing produced the points ('survey', 'course', ...). */
  sourceKind: string;
  /** Which one of that kind. */
  sourceId: string | number;
  at: Date;
}

/** Inserts an earning unless one of the same source and person is stored; whether this call inserted it. */
export async function insertCredit(db: Queryable, credit: PointsMovement): Promise<boolean> {
  const rows = await db.query(
    `insert into points_movements (user_id, points, reason, source_kind, source_id, created_at)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (source_kind, source_id, user_id) do nothing
     returning points_movement_id`,
    [credit.userId, credit.points, credit.reason, credit.sourceKind, String(credit.sourceId), credit.at],
  );
  return rows.length > 0;
}

/** A person's balance: the sum of their movements. */
export async function pointsBalance(db: Queryable, userId: number): Promise<number> {
  return numberOf(
    db,
    'select coalesce(sum(points), 0)::int as value from points_movements where user_id = $1',
    [userId],
  );
}

/**
 * Inside a transaction: locks the person's row so debits of one person take turns, then returns the
 * balance they may spend. Every debit goes through here before `debitPoints`.
 */
export async function lockBalance(tx: Queryable, userId: number): Promise<number> {
  await tx.query('select 1 from users where user_id = $1 for update', [userId]);
  return pointsBalance(tx, userId);
}

/** Records a spend (after lockBalance checked it fits), once per source. */
export async function debitPoints(tx: Queryable, debit: PointsMovement): Promise<void> {
  await tx.query(
    `insert into points_movements (user_id, points, reason, source_kind, source_id, created_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [debit.userId, -debit.points, debit.reason, debit.sourceKind, String(debit.sourceId), debit.at],
  );
}
