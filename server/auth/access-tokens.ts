import { SignJWT, jwtVerify } from 'jose';

/** Minutes an access token lives; the login result's expiresIn. */
export const ACCESS_TOKEN_MINUTES = 60;
const ISSUER = 'muro-pride';

export interface AuthUser {
  userId: number;
  roleName: string;
  companyId: number;
}

/**
 * HS256 access tokens. Signing is deterministic for the same claims and issue time, which lets a refresh in
 * the grace window return exactly the pair it returned the first time.
 */
export function createAccessTokens(key: Uint8Array) {
  return {
    async sign(user: AuthUser, issuedAt: Date): Promise<string> {
      const iat = Math.floor(issuedAt.getTime() / 1000);
      return new SignJWT({ role: user.roleName, cid: user.companyId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setSubject(String(user.userId))
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_MINUTES * 60)
        .sign(key);
    },

    /** The token's user, or null when it is malformed, forged or expired at `now`. */
    async verify(token: string, now: Date): Promise<AuthUser | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: now,
        });
        const userId = Number(payload.sub);
        if (
          !Number.isInteger(userId) ||
          typeof payload.role !== 'string' ||
          typeof payload.cid !== 'number'
        ) {
          return null;
        }
        return { userId, roleName: payload.role, companyId: payload.cid };
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
