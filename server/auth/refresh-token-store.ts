import type { Queryable } from '../db/database.js';
import { columnOf, firstRow } from '../db/query-rows.js';
import { Roles } from '../../domain/roles.js';

interface RefreshTokenRow {
  family_id: string;
  user_id: number;
  expires_at: Date;
  rotated_at: Date | null;
  replaced_by: string | null;
  revoked_at: Date | null;
}

interface NewRefreshToken {
  tokenHash: string;
  familyId: string;
  userId: number;
  issuedAt: Date;
  expiresAt: Date;
}

export async function insertRefreshToken(db: Queryable, token: NewRefreshToken): Promise<void> {
  await db.query(
    `insert into refresh_tokens (token_hash, family_id, user_id, issued_at, expires_at)
     values ($1, $2, $3, $4, $5)`,
    [token.tokenHash, token.familyId, token.userId, token.issuedAt, token.expiresAt],
  );
}

/** The token's row, locked until the transaction ends so two rotations of one token take turns. */
export function lockRefreshToken(tx: Queryable, tokenHash: string) {
  return firstRow<RefreshTokenRow>(
    tx,
    `select family_id, user_id, expires_at, rotated_at, replaced_by, revoked_at
       from refresh_tokens where token_hash = $1 for update`,
    [tokenHash],
  );
}

/** Records that the token was rotated at `at` and which token replaced it. */
export async function markReplaced(
  tx: Queryable,
  tokenHash: string,
  at: Date,
  successorHash: string,
): Promise<void> {
  await tx.query('update refresh_tokens set rotated_at = $2, replaced_by = $3 where token_hash = $1', [
    tokenHash,
    at,
    successorHash,
  ]);
}

/** What replaced a stored token (`replaced_by` null while it is current); undefined when it is not stored. */
export async function findReplacedBy(
  tx: Queryable,
  tokenHash: string,
): Promise<{ replaced_by: string | null } | undefined> {
  return firstRow<{ replaced_by: string | null }>(
    tx,
    'select replaced_by from refresh_tokens where token_hash = $1',
    [tokenHash],
  );
}

/** Revokes the live tokens the condition selects ($2 onwards are `values`); returns their families' ids. */
async function revokeWhere(
  db: Queryable,
  condition: string,
  values: unknown[],
  now: Date,
): Promise<string[]> {
  return columnOf<string>(
    db,
    `update refresh_tokens set revoked_at = $1 where revoked_at is null and ${condition} returning family_id as value`,
    [now, ...values],
  );
}

export function revokeFamily(db: Queryable, familyId: string, now: Date): Promise<string[]> {
  return revokeWhere(db, 'family_id = $2', [familyId], now);
}

/** Revokes the family a token (current or replaced) belongs to. */
export function revokeFamilyOfToken(db: Queryable, tokenHash: string, now: Date): Promise<string[]> {
  return revokeWhere(
    db,
    'family_id = (select family_id from refresh_tokens where token_hash = $2)',
    [tokenHash],
    now,
  );
}

/** Revokes every family of the user but `keep`, or all of them. */
export function revokeUserFamilies(
  db: Queryable,
  userId: number,
  now: Date,
  keep?: string,
): Promise<string[]> {
  return keep
    ? revokeWhere(db, 'user_id = $2 and family_id <> $3', [userId, keep], now)
    : revokeWhere(db, 'user_id = $2', [userId], now);
}

/** Revokes every family of the company's people but its operators'. */
export function revokeCompanyFamilies(db: Queryable, companyId: number, now: Date): Promise<string[]> {
  return revokeWhere(
    db,
    'user_id in (select user_id from users where company_id = $2 and role_name <> $3)',
    [companyId, Roles.operations],
    now,
  );
}
