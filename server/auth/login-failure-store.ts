import type { Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';

/** One address's recent failures: those on one account since `pairSince`, and all since `addressSince`. */
interface FailureCounts {
  pair: number;
  last_failure: Date | null;
  by_address: number;
}

export function countFailures(
  db: Queryable,
  account: string,
  address: string,
  pairSince: Date,
  addressSince: Date,
) {
  return firstRow<FailureCounts>(
    db,
    `select count(*) filter (where account = $1 and failed_at > $3) as pair,
            max(failed_at) filter (where account = $1 and failed_at > $3) as last_failure,
            count(*) filter (where failed_at > $4) as by_address
       from login_failures
      where address = $2 and failed_at > least($3::timestamptz, $4::timestamptz)`,
    [account, address, pairSince, addressSince],
  );
}

/** Forgets failures at or before `cutoff`. */
export async function deleteFailuresUntil(db: Queryable, cutoff: Date): Promise<void> {
  await db.query('delete from login_failures where failed_at <= $1', [cutoff]);
}

export async function insertFailure(
  db: Queryable,
  account: string,
  address: string,
  at: Date,
): Promise<void> {
  await db.query('insert into login_failures (account, address, failed_at) values ($1, $2, $3)', [
    account,
    address,
    at,
  ]);
}

/** A successful sign-in forgives that pair's failures (the address keeps its count). */
export async function clearPairFailures(db: Queryable, account: string, address: string): Promise<void> {
  await db.query('delete from login_failures where account = $1 and address = $2', [account, address]);
}
