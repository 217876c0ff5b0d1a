import { ApiError } from './api-error';
import type { SessionSignals } from './session-signals';
import { readSession } from './session-store';
import type { RefreshTokens } from './token-refresher';

export interface SessionFetchOptions {
  fetch: typeof fetch;
  refresh: RefreshTokens;
  signals: SessionSignals;
}

/** Whether a refusal is the gateway's membership paywall (code '11'), read from a copy of the body. */
async function owesMembership(response: Response): Promise<boolean> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return typeof body === 'object' && body !== null && 'responseCode' in body && body.responseCode === '11';
}

/**
 * The fetch every gateway call goes through: adds the bearer token, turns a network failure into the spec's
 * Spanish message, and on a 401 renews the session once and retries once. It wraps fetch rather than using
 * openapi-fetch middleware because a retry from onResponse would skip the other middleware.
 */
export function createSessionFetch({ fetch, refresh, signals }: SessionFetchOptions) {
  async function send(request: Request): Promise<Response> {
    try {
      return await fetch(request);
    } catch {
      throw ApiError.network();
    }
  }

  return async function sessionFetch(request: Request): Promise<Response> {
    const session = readSession();
    if (session && !request.headers.has('Authorization')) {
      request.headers.set('Authorization', `Bearer ${session.token}`);
    }
    // The body is consumed by the first send; the copy keeps it for the one retry.
    const retry = session ? request.clone() : null;
    const response = await send(request);
    if (response.status === 403 && (await owesMembership(response))) signals.emit('membershipNeeded');
    if (response.status !== 401) return response;
    signals.emit('unauthorized');
    if (!session || !retry) return response;
    let renewed;
    try {
      renewed = await refresh(session.token);
    } catch {
      return response;
    }
    retry.headers.set('Authorization', `Bearer ${renewed.token}`);
    return send(retry);
  };
}
