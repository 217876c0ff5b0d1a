import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.js';

export type CodePurpose = 'verify' | 'reset';

/** How long an e-mailed code works. */
const CODE_LIFETIME_MINUTES: Record<CodePurpose, number> = { verify: 7 * 24 * 60, reset: 60 };

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A new single-use code for the user; earlier unused codes of the same purpose stop working. */
export async function issueCode(
  db: Queryable,
  userId: number,
  purpose: CodePurpose,
  now: Date,
): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  const expires = new Date(now.getTime() + CODE_LIFETIME_MINUTES[purpose] * 60_000);
  await db.query(
    'update account_codes set used_at = $3 where user_id = $1 and purpose = $2 and used_at is null',
    [userId, purpose, now],
  );
  await db.query(
    `insert into account_codes (code_hash, user_id, purpose, created_at, expires_at) values ($1, $2, $3, $4, $5)`,
    [sha256(code), userId, purpose, now, expires],
  );
  return code;
}

/** Uses the code once: true when it belonged to the user, was unused and had not expired. */
export async function consumeCode(
  db: Queryable,
  userId: number,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `update account_codes set used_at = $5
      where code_hash = $1 and user_id = $2 and purpose = $3 and used_at is null and expires_at > $4
      returning user_id`,
    [sha256(code), userId, purpose, now, now],
  );
  return rows.length === 1;
}
