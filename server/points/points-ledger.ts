import type { Queryable } from '../db/database.js';
import { insertCredit, type PointsMovement } from './points-store.js';

/** One earning for a person; `at` is now when absent. */
export type PointsCredit = Omit<PointsMovement, 'at'> & { at?: Date };

/**
 * Credits points once per sourceKind + sourceId + person: a retry or a second completion of the same
 * source inserts nothing. Returns whether this call credited them. Only earnings are credited: zero or a
 * negative reward (admin forms allow -99999) leaves no row, so nothing but a redemption lowers a balance
 * (docs/decisions/0140-points-ledger.md).
 */
export async function creditPoints(db: Queryable, credit: PointsCredit): Promise<boolean> {
  if (!Number.isInteger(credit.points)) throw new Error(`Points must be whole, not ${credit.points}`);
  if (credit.points <= 0) return false;
  return insertCredit(db, { ...credit, at: credit.at ?? new Date() });
}
