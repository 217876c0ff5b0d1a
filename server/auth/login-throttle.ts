import type { Queryable } from '../db/database.js';
import { countFailures, deleteFailuresUntil, insertFailure } from './login-failure-store.js';

/**
 * Sign-in throttling that slows guessing without letting anyone lock the owner out (docs/decisions/0063):
 * wrong passwords for one account from one address get growing delays, so the owner signing in from
 * anywhere else is never affected; an address as a whole is stopped only after a failure count that an
 * office behind one NAT does not reach by mistyping. Failures are rows, so a restart forgives nothing.
 */
export const LOGIN_LIMITS = {
  /** Failures of one account from one address that cost no delay. */
  freeFailuresPerPair: 3,
  /** The delay after the first failure beyond the free ones; it doubles with each further failure. */
  firstDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  /** How long a pair's failures are remembered. */
  pairWindowMinutes: 60,
  /** Failures from one address, across accounts, that stop it for the rest of the window. */
  perAddress: 100,
  addressWindowMinutes: 15,
} as const;

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

/** The wait imposed after `failures` failures of a pair, in milliseconds. */
export function pairDelayMs(failures: number): number {
  const beyond = failures - LOGIN_LIMITS.freeFailuresPerPair;
  if (beyond < 0) return 0;
  const seconds = Math.min(LOGIN_LIMITS.firstDelaySeconds * 2 ** beyond, LOGIN_LIMITS.maxDelaySeconds);
  return seconds * 1000;
}

/** Whether this attempt must be refused unheard: too soon after the pair's last failure, or the address is over. */
export async function isThrottled(
  db: Queryable,
  account: string,
  address: string,
  now: Date,
): Promise<boolean> {
  const pairStart = minutesBefore(now, LOGIN_LIMITS.pairWindowMinutes);
  const addressStart = minutesBefore(now, LOGIN_LIMITS.addressWindowMinutes);
  const row = await countFailures(db, account, address, pairStart, addressStart);
  if (!row) return false;
  if (Number(row.by_address) >= LOGIN_LIMITS.perAddress) return true;
  const waitUntil = (row.last_failure?.getTime() ?? 0) + pairDelayMs(Number(row.pair));
  return row.last_failure !== null && now.getTime() < waitUntil;
}

export async function recordFailure(
  db: Queryable,
  account: string,
  address: string,
  now: Date,
): Promise<void> {
  const oldest = Math.max(LOGIN_LIMITS.pairWindowMinutes, LOGIN_LIMITS.addressWindowMinutes);
  await deleteFailuresUntil(db, minutesBefore(now, oldest));
  await insertFailure(db, account, address, now);
}
