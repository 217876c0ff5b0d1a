import type { components } from '../openapi/generated/schema.js';

type LoginResult = components['schemas']['LoginResult'];

/** Who is signed in: what the gateway reads from the access token and the pages from the login result. */
export type SignedInUser = Pick<LoginResult, 'userId' | 'roleName'>;

/** The session kept in browser storage (spec 000 §3), shared by every tab; times are epoch milliseconds. */
export interface StoredSession extends SignedInUser {
  token: string;
  refreshToken: string;
  /** When the access token expires. */
  expireAt: number;
  /** When the access token should be refreshed (2 minutes before expireAt). */
  refreshAt: number;
}

const REFRESH_LEAD_MS = 2 * 60 * 1000;

/** The session a login or refresh result starts at `now` (epoch milliseconds). */
export function sessionFromLogin(result: LoginResult, now: number): StoredSession {
  const expireAt = now + result.expiresIn * 60 * 1000;
  return {
    token: result.token,
    refreshToken: result.refreshToken,
    expireAt,
    refreshAt: expireAt - REFRESH_LEAD_MS,
    userId: result.userId,
    roleName: result.roleName,
  };
}

/** Whether a value read back from storage has the session's shape (another version may have written it). */
export function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    typeof v.refreshToken === 'string' &&
    typeof v.expireAt === 'number' &&
    typeof v.refreshAt === 'number' &&
    typeof v.userId === 'number' &&
    typeof v.roleName === 'string'
  );
}

/** responseCode a client gives a call that never reached the gateway: the device has no connection. */
export const NETWORK_FAILURE = 'NETWORK';

/** Whether a failed call failed for want of a connection rather than by the gateway's answer. */
export function isConnectionLost(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { responseCode?: unknown }).responseCode === NETWORK_FAILURE
  );
}
