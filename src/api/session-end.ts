import createClient from 'openapi-fetch';
import type { paths } from '@openapi/schema';

export interface SessionEnderOptions {
  baseUrl: string;
  fetch: typeof fetch;
}

export type EndSession = (refreshToken: string) => void;

/**
 * Returns the server half of signing out: POST /Auth/Logout with the refresh token, so the sign-in's refresh
 * and access tokens stop working. A plain client (no bearer, no 401 refresh) because the access token may
 * already be expired. Nobody waits for it: signing out locally never depends on the network.
 */
export function createSessionEnder({ baseUrl, fetch }: SessionEnderOptions): EndSession {
  const client = createClient<paths>({ baseUrl, fetch });
  return (refreshToken) => {
    if (!refreshToken) return;
    void client
      .POST('/Auth/Logout', { params: { header: { RefreshToken: refreshToken } } })
      .catch(() => undefined);
  };
}
