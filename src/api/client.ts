import createClient from 'openapi-fetch';
import type { paths } from '@openapi/schema';
import { createSessionEnder, type EndSession } from './session-end';
import { createSessionFetch } from './session-fetch';
import { createSessionSignals, sessionSignals, type SessionSignals } from './session-signals';
import { readSession } from './session-store';
import { createTokenRefresher, type RefreshTokens } from './token-refresher';

export interface GatewayClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  signals?: SessionSignals;
  locks?: Pick<LockManager, 'request'>;
}

function browserLocks(): Pick<LockManager, 'request'> | undefined {
  return typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
}

/** Builds a typed gateway client with its session handling; the app uses the single `api` below. */
export function createGatewayClient({
  baseUrl = '/api',
  fetch = (input, init) => globalThis.fetch(input, init),
  signals = createSessionSignals(),
  locks = browserLocks(),
}: GatewayClientOptions = {}) {
  const refreshTokens: RefreshTokens = createTokenRefresher({ baseUrl, fetch, signals, locks });
  const client = createClient<paths>({
    baseUrl,
    fetch: createSessionFetch({ fetch, refresh: refreshTokens, signals }),
  });
  const endSession: EndSession = createSessionEnder({ baseUrl, fetch });
  return { client, refreshTokens, endSession, signals };
}

const gateway = createGatewayClient({ signals: sessionSignals });

/** The one gateway client. Paths and payloads are typed from openapi/gateway.yaml. */
export const api = gateway.client;

/** Renews the session whose access token is given; shared by the 401 handling and the session machine. */
export const refreshTokens = gateway.refreshTokens;

/** Ends the sign-in on the gateway (POST /Auth/Logout); the session machine calls it when the person signs out. */
export const endSession = gateway.endSession;

/** The access token to open a live hub with, renewed first when it is due (hubs reconnect long after sign-in). */
export async function freshAccessToken(): Promise<string> {
  const stored = readSession();
  if (!stored) return '';
  return stored.refreshAt <= Date.now() ? (await refreshTokens(stored.token)).token : stored.token;
}
