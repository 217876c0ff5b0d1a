import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { insertCode, retireCodes, useCode, type CodePurpose } from './account-code-store.js';

/** How long an e-mailed code works. */
const CODE_LIFETIME_MINUTES: Record<CodePurpose, number> = {
  verify: 7 * 24 * 60,
  reset: 60,
  additional: 24 * 60,
};

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
  const expiresAt = new Date(now.getTime() + CODE_LIFETIME_MINUTES[purpose] * 60_000);
  await retireCodes(db, userId, purpose, now);
  await insertCode(db, { codeHash: sha256(code), userId, purpose, createdAt: now, expiresAt });
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
  return useCode(db, sha256(code), userId, purpose, now);
}
