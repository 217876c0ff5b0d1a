import { SignJWT, jwtVerify } from 'jose';
import type { SignedInUser } from '../../domain/session.js';
import type { SessionStatus } from './session-status.js';

/** Minutes an access token lives; the login result's expiresIn (the client refreshes 2 minutes before). */
export const ACCESS_TOKEN_MINUTES = 10;
const ISSUER = 'muro-pride';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What an access token says: the person, their role and company when it was signed, and the sign-in. */
export interface TokenClaims extends SignedInUser {
  companyId: number;
  /** The sign-in (refresh-token family) the token belongs to: its `sid` claim. */
  sessionId: string;
}

/**
 * The signed-in person as the gateway knows it on this request: role, company and membership are the store's
 * current ones (session-status.ts), not the token's, so a demotion or deactivation is not outlived by a token.
 */
export interface AuthUser extends TokenClaims {
  membershipRequired: boolean;
  /** When the access token stops being accepted: live connections opened with it end then. */
  expiresAt: Date;
}

/**
 * HS256 access tokens. Signing is deterministic for the same claims and issue time, which lets a refresh in
 * the grace window return exactly the pair it returned the first time.
 */
export function createAccessTokens(key: Uint8Array, sessions: SessionStatus) {
  return {
    async sign(user: TokenClaims, issuedAt: Date): Promise<string> {
      const iat = Math.floor(issuedAt.getTime() / 1000);
      return new SignJWT({ role: user.roleName, cid: user.companyId, sid: user.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setSubject(String(user.userId))
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_MINUTES * 60)
        .sign(key);
    },

    /**
     * The token's person, or null when it is malformed, forged, expired at `now`, lacks exp, iat or sid, or its
     * sign-in has ended (logout, password change, reuse of a refresh token, deactivation of the person or of
     * their company).
     */
    async verify(token: string, now: Date): Promise<AuthUser | null> {
      let claims: { userId: number; sessionId: string; expiresAt: Date };
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: now,
          requiredClaims: ['sub', 'exp', 'iat', 'sid'],
          maxTokenAge: `${ACCESS_TOKEN_MINUTES} minutes`,
        });
        const userId = Number(payload.sub);
        if (
          !Number.isInteger(userId) ||
          typeof payload.role !== 'string' ||
          typeof payload.cid !== 'number' ||
          typeof payload.sid !== 'string' ||
          !UUID.test(payload.sid) ||
          typeof payload.exp !== 'number'
        ) {
          return null;
        }
        claims = { userId, sessionId: payload.sid, expiresAt: new Date(payload.exp * 1000) };
      } catch {
        return null;
      }
      const record = await sessions.current(claims.sessionId, claims.userId, now);
      return record && { ...record, ...claims };
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
