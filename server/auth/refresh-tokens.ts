import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db/database.js';
import { sha256 } from './account-codes.js';
import {
  findReplacedBy,
  insertRefreshToken,
  lockRefreshToken,
  markReplaced,
  revokeFamily,
  revokeCompanyFamilies,
  revokeFamilyOfToken,
  revokeUserFamilies,
} from './refresh-token-store.js';
import type { SessionStatus } from './session-status.js';

export const REFRESH_TOKEN_DAYS = 30;
/** A replaced token still answers for this long, with the same new pair (parallel tabs). */
export const REFRESH_GRACE_SECONDS = 10;

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

  /** Sign-ins just revoked: every gateway forgets their cached status and closes their live connections. */
  const forget = (familyIds: string[]) => sessions.ended(familyIds);

  return {
    /** Starts a new family (a sign-in) and returns its first token. */
    async issue(userId: number, now: Date): Promise<IssuedSession> {
      const token = randomBytes(32).toString('base64url');
      const sessionId = randomUUID();
      await insertRefreshToken(db, {
        tokenHash: sha256(token),
        familyId: sessionId,
        userId,
        issuedAt: now,
        expiresAt: expiry(now),
      });
      return { refreshToken: token, sessionId };
    },

    async rotate(token: string, now: Date): Promise<RotateResult> {
      return db.transaction(async (tx) => {
        const row = await lockRefreshToken(tx, sha256(token));
        if (!row || row.revoked_at || row.expires_at <= now) return { kind: 'invalid' };
        const next = successorOf(token);
        if (row.replaced_by === null) {
          await insertRefreshToken(tx, {
            tokenHash: sha256(next),
            familyId: row.family_id,
            userId: row.user_id,
            issuedAt: now,
            expiresAt: expiry(now),
          });
          await markReplaced(tx, sha256(token), now, sha256(next));
          return {
            kind: 'rotated',
            userId: row.user_id,
            sessionId: row.family_id,
            refreshToken: next,
            issuedAt: now,
          };
        }
        const successor = await findReplacedBy(tx, row.replaced_by);
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
        forget(await revokeFamily(tx, row.family_id, now));
        return { kind: 'invalid' };
      });
    },

    /** Ends the sign-in a token (current or replaced) belongs to: logout. */
    async revokeFamilyOf(token: string, now: Date): Promise<void> {
      forget(await revokeFamilyOfToken(db, sha256(token), now));
    },

    /** Ends every sign-in of the user but `keep` (the one changing the password), or all of them. */
    async revokeAll(userId: number, now: Date, keep?: string): Promise<void> {
      forget(await revokeUserFamilies(db, userId, now, keep));
    },

    /** Ends every sign-in of a company's people (operators, who serve every company, keep theirs). */
    async revokeCompany(companyId: number, now: Date): Promise<void> {
      forget(await revokeCompanyFamilies(db, companyId, now));
    },
  };
}

export type RefreshTokens = ReturnType<typeof createRefreshTokens>;
