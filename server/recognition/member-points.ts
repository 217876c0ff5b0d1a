import type { Queryable } from '../db/database.js';
import { pointsBalance } from '../points/points-store.js';

/** The member's points balance for the side panel 'Recompensas' (docs/decisions/0153): the ledger's sum. */
export async function memberPoints(db: Queryable, userId: number): Promise<number> {
  return pointsBalance(db, userId);
}
