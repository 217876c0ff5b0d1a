/** The session kept in browser storage (spec 000 §3), shared by every tab of the portal. */
export interface StoredSession {
  token: string;
  refreshToken: string;
  /** Epoch milliseconds when the access token expires. */
  expireAt: number;
  /** Epoch milliseconds when the access token should be refreshed (2 minutes before expireAt). */
  refreshAt: number;
  userId: number;
  roleName: string;
}

export interface LoginResultLike {
  token: string;
  refreshToken: string;
  expiresIn: number;
  userId: number;
  roleName: string;
}

export const SESSION_KEY = 'muro.session';
const REFRESH_LEAD_MS = 2 * 60 * 1000;

export function sessionFromLogin(result: LoginResultLike, now = Date.now()): StoredSession {
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

function isStoredSession(value: unknown): value is StoredSession {
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

export function readSession(): StoredSession | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null');
    return isStoredSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeSession(session: StoredSession): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEY);
}
