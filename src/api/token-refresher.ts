import createClient from 'openapi-fetch';
import type { paths } from '@openapi/schema';
import { ApiError } from './api-error';
import { messages } from './messages';
import type { SessionSignals } from './session-signals';
import { sessionFromLogin, type StoredSession } from '@domain/session';
import { clearSession, readSession, writeSession } from './session-store';

/** Web Lock name shared by every tab, so only one tab rotates a given refresh token. */
const REFRESH_LOCK = 'muro-refresh';

export interface TokenRefresherOptions {
  baseUrl: string;
  fetch: typeof fetch;
  signals: SessionSignals;
  /** navigator.locks where the browser has it; without it, dedup works per tab and the server's grace window covers the rest. */
  locks?: Pick<LockManager, 'request'>;
}

export type RefreshTokens = (staleToken: string) => Promise<StoredSession>;

/**
 * Returns a function that renews the session whose access token is `staleToken`. Concurrent callers share one
 * call; a session already rotated (by this tab or another) is returned as it is, without calling the gateway.
 */
export function createTokenRefresher({
  baseUrl,
  fetch,
  signals,
  locks,
}: TokenRefresherOptions): RefreshTokens {
  // A plain client: the refresh call never goes through the 401 handling, so it is never retried.
  const client = createClient<paths>({ baseUrl, fetch });
  let inFlight: Promise<StoredSession> | null = null;

  function fail(): never {
    clearSession();
    signals.emit('expired');
    throw new ApiError('401', messages.sessionExpired, 401);
  }

  async function rotate(staleToken: string): Promise<StoredSession> {
    const stored = readSession();
    if (!stored) fail();
    if (stored.token !== staleToken) return stored;
    let reply;
    try {
      reply = await client.PUT('/auth/refreshtoken', {
        params: { header: { RefreshToken: stored.refreshToken } },
      });
    } catch {
      // No connection: the sign-in is still good, the session machine renews it when the connection returns.
      throw ApiError.network();
    }
    const result = reply.data?.data;
    if (reply.data?.responseCode !== '00' || !result) fail();
    const renewed = sessionFromLogin(result, Date.now());
    writeSession(renewed);
    return renewed;
  }

  async function exclusive(staleToken: string): Promise<StoredSession> {
    if (!locks) return rotate(staleToken);
    return await locks.request(REFRESH_LOCK, () => rotate(staleToken));
  }

  return (staleToken) => {
    const stored = readSession();
    if (stored && stored.token !== staleToken) return Promise.resolve(stored);
    inFlight ??= exclusive(staleToken).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
