import type { Queryable } from '../db/database.js';

/** Account verification, password reset, and proof of a new additional e-mail. */
export type CodePurpose = 'verify' | 'reset' | 'additional';

interface NewAccountCode {
  codeHash: string;
  userId: number;
  purpose: CodePurpose;
  createdAt: Date;
  expiresAt: Date;
}

/** Marks the user's unused codes of this purpose as used, so they stop working. */
export async function retireCodes(
  db: Queryable,
  userId: number,
  purpose: CodePurpose,
  at: Date,
): Promise<void> {
  await db.query(
    'update account_codes set used_at = $3 where user_id = $1 and purpose = $2 and used_at is null',
    [userId, purpose, at],
  );
}

export async function insertCode(db: Queryable, code: NewAccountCode): Promise<void> {
  await db.query(
    `insert into account_codes (code_hash, user_id, purpose, created_at, expires_at) values ($1, $2, $3, $4, $5)`,
    [code.codeHash, code.userId, code.purpose, code.createdAt, code.expiresAt],
  );
}

/** Marks the code used when it is the user's, unused and not expired; whether it was. */
export async function useCode(
  db: Queryable,
  codeHash: string,
  userId: number,
  purpose: CodePurpose,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `update account_codes set used_at = $5
      where code_hash = $1 and user_id = $2 and purpose = $3 and used_at is null and expires_at > $4
      returning user_id`,
    [codeHash, userId, purpose, now, now],
  );
  return rows.length === 1;
}
