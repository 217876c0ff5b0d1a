import type { Queryable } from '../db/database.js';

/** Failed sign-ins allowed in the window, per account and per client address; kept in the database. */
export const LOGIN_LIMITS = { perAccount: 5, perAddress: 20, windowMinutes: 15 } as const;

function windowStart(now: Date): Date {
  return new Date(now.getTime() - LOGIN_LIMITS.windowMinutes * 60_000);
}

export async function isThrottled(
  db: Queryable,
  account: string,
  address: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db.query<{ by_account: number; by_address: number }>(
    `select count(*) filter (where account = $1) as by_account,
            count(*) filter (where address = $2) as by_address
       from login_failures
      where failed_at > $3 and (account = $1 or address = $2)`,
    [account, address, windowStart(now)],
  );
  return (
    (row?.by_account ?? 0) >= LOGIN_LIMITS.perAccount || (row?.by_address ?? 0) >= LOGIN_LIMITS.perAddress
  );
}

export async function recordFailure(
  db: Queryable,
  account: string,
  address: string,
  now: Date,
): Promise<void> {
  await db.query('delete from login_failures where failed_at <= $1', [windowStart(now)]);
  await db.query('insert into login_failures (account, address, failed_at) values ($1, $2, $3)', [
    account,
    address,
    now,
  ]);
}

/** A successful sign-in forgives the account's earlier failures (the address keeps its count). */
export async function clearAccountFailures(db: Queryable, account: string): Promise<void> {
  await db.query('delete from login_failures where account = $1', [account]);
}
