import type { Queryable } from '../db/database.js';
import { normalizeEmail, normalizePassword } from './input-rules.js';
import { clearPairFailures } from './login-failure-store.js';
import { isThrottled, recordFailure } from './login-throttle.js';
import type { PasswordHasher } from './passwords.js';

export type CurrentPasswordCheck = 'right' | 'wrong' | 'throttled';

/**
 * Checks the password a signed-in person retypes to change something sensitive. A stolen session must not
 * become a way to guess it, so misses count as failed sign-ins of the account from that address (0063).
 */
export async function checkCurrentPassword(
  db: Queryable,
  passwords: PasswordHasher,
  account: { email: string; password_hash: string | null },
  typed: string,
  ip: string,
  now: Date,
): Promise<CurrentPasswordCheck> {
  const signIn = normalizeEmail(account.email);
  if (await isThrottled(db, signIn, ip, now)) return 'throttled';
  if (!(await passwords.verify(account.password_hash, normalizePassword(typed)))) {
    await recordFailure(db, signIn, ip, now);
    return 'wrong';
  }
  await clearPairFailures(db, signIn, ip);
  return 'right';
}
