import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database.js';
import { sha256 } from './account-codes.js';
import type { SessionStatus } from './session-status.js';

export const REFRESH_TOKEN_DAYS = 30;
/** A replaced token still answers for this long, with the same new pair (parallel tabs). */
export const REFRESH_GRACE_SECONDS = 10;

interface TokenRow {
  family_id: string;
  user_id: number;
  expires_at: Date;
  rotated_at: Date | null;
  replaced_by: string | null;
  revoked_at: Date | null;
}

export type RotateResult =
  | { kind: 'rotated'; userId: number; sessionId: string; refreshToken: string; issuedAt: Date }
  | { kind: 'invalid' };

/** A new sign-in: its first refresh token and its id (the family, the access token's `sid`). */
export interface IssuedSession {
  refreshToken: string;
  sessionId: string;
}

/**
 * Rotating refresh tokens with reuse detection. Only hashes are stored. A token's successor is an HMAC of
 * the token itself, so a second presentation inside the grace window can return the very same successor
 * without the server ever storing it in clear.
 */
export function createRefreshTokens(db: Database, jwtKey: Uint8Array, sessions: SessionStatus) {
  const key = createHmac('sha256', jwtKey).update('refresh-token-chain').digest();
  const successorOf = (token: string) => createHmac('sha256', key).update(token).digest('base64url');
  const expiry = (now: Date) => new Date(now.getTime() + REFRESH_TOKEN_DAYS * 86_400_000);

  /** Revokes the families the condition selects and forgets their cached status; returns their ids. */
  async function revokeWhere(tx: Queryable, condition: string, values: unknown[], now: Date) {
    const rows = await tx.query<{ family_id: string }>(
      `update refresh_tokens set revoked_at = $1 where revoked_at is null and ${condition} returning family_id`,
      [now, ...values],
    );
    const ids = [...new Set(rows.map((row) => row.family_id))];
    sessions.forget(ids);
    return ids;
  }

  return {
    /** Starts a new family (a sign-in) and returns its first token. */
    async issue(userId: number, now: Date): Promise<IssuedSession> {
      const token = randomBytes(32).toString('base64url');
      const sessionId = randomUUID();
      await db.query(
        `insert into refresh_tokens (token_hash, family_id, user_id, issued_at, expires_at)
         values ($1, $2, $3, $4, $5)`,
        [sha256(token), sessionId, userId, now, expiry(now)],
      );
      return { refreshToken: token, sessionId };
    },

    async rotate(token: string, now: Date): Promise<RotateResult> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<TokenRow>(
          `select family_id, user_id, expires_at, rotated_at, replaced_by, revoked_at
             from refresh_tokens where token_hash = $1 for update`,
          [sha256(token)],
        );
        if (!row || row.revoked_at || row.expires_at <= now) return { kind: 'invalid' };
        const next = successorOf(token);
        if (row.replaced_by === null) {
          await tx.query(
            `insert into refresh_tokens (token_hash, family_id, user_id, issued_at, expires_at)
             values ($1, $2, $3, $4, $5)`,
            [sha256(next), row.family_id, row.user_id, now, expiry(now)],
          );
          await tx.query(
            'update refresh_tokens set rotated_at = $2, replaced_by = $3 where token_hash = $1',
            [sha256(token), now, sha256(next)],
          );
          return {
            kind: 'rotated',
            userId: row.user_id,
            sessionId: row.family_id,
            refreshToken: next,
            issuedAt: now,
          };
        }
        const [successor] = await tx.query<{ replaced_by: string | null }>(
          'select replaced_by from refresh_tokens where token_hash = $1',
          [row.replaced_by],
        );
        const rotatedAt = row.rotated_at ?? now;
        const inGrace = now.getTime() - rotatedAt.getTime() <= REFRESH_GRACE_SECONDS * 1000;
        if (inGrace && successor && successor.replaced_by === null) {
          return {
            kind: 'rotated',
            userId: row.user_id,
            sessionId: row.family_id,
            refreshToken: next,
            issuedAt: rotatedAt,
          };
        }
        // An old token came back: someone else may hold the chain, so the whole sign-in ends.
        await revokeWhere(tx, 'family_id = $2', [row.family_id], now);
        return { kind: 'invalid' };
      });
    },

    /** Ends the sign-in a token (current or replaced) belongs to: logout. */
    async revokeFamilyOf(token: string, now: Date): Promise<void> {
      await revokeWhere(
        db,
        'family_id = (select family_id from refresh_tokens where token_hash = $2)',
        [sha256(token)],
        now,
      );
    },

    /** Ends every sign-in of the user but `keep` (the one changing the password), or all of them. */
    async revokeAll(userId: number, now: Date, keep?: string): Promise<void> {
      if (keep) await revokeWhere(db, 'user_id = $2 and family_id <> $3', [userId, keep], now);
      else await revokeWhere(db, 'user_id = $2', [userId], now);
    },
  };
}

export type RefreshTokens = ReturnType<typeof createRefreshTokens>;
