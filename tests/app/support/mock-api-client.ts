import { vi } from 'vitest';
import type * as ClientModule from '@/api/client';
import { sessionSignals } from '@/api/session-signals';
import { fakeFetch, GATEWAY_BASE } from './fake-api';

/**
 * Factory for `vi.mock('@/api/client', ...)`: the real client and its session handling, pointed at the
 * in-memory gateway of fake-api.ts instead of the network.
 */
export async function clientAgainstFakeApi(): Promise<typeof ClientModule> {
  const actual = await vi.importActual<typeof ClientModule>('@/api/client');
  const { client, refreshTokens } = actual.createGatewayClient({
    baseUrl: GATEWAY_BASE,
    fetch: fakeFetch,
    signals: sessionSignals,
  });
  return { ...actual, api: client, refreshTokens };
}
