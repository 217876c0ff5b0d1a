import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { createGatewayClient } from '@/api/client';
import { envelope, unwrap } from '@/api/envelope';
import { messages } from '@/api/messages';
import { createSessionSignals } from '@/api/session-signals';
import { readSession } from '@/api/session-store';
import { BASE, fakeGateway, fakeLocks, json, storeTokens } from './fake-gateway';

function setup(gateway: ReturnType<typeof fakeGateway>, locks?: Pick<LockManager, 'request'>) {
  const signals = createSessionSignals();
  const heard: string[] = [];
  signals.subscribe((signal) => heard.push(signal));
  const { client, refreshTokens } = createGatewayClient({
    baseUrl: BASE,
    fetch: gateway.fetch,
    signals,
    locks,
  });
  const settings = () => client.GET('/Home/UserSettings');
  return { client, refreshTokens, heard, settings };
}

describe('gateway client', () => {
  it('adds the bearer token of the stored session and decodes the envelope', async () => {
    storeTokens(1);
    const gateway = fakeGateway({ valid: new Set(['access-1']) });
    const { settings } = setup(gateway);
    await expect(unwrap(settings())).resolves.toMatchObject({ companyId: 871 });
    expect(gateway.requests[0]?.authorization).toBe('Bearer access-1');
  });

  it('sends no Authorization header without a session', async () => {
    const gateway = fakeGateway({ valid: new Set() });
    const { client } = setup(gateway);
    await envelope(client.POST('/Auth/ValidateEmailAccount', { body: { email: 'a@b.mx' } }));
    expect(gateway.requests[0]?.authorization).toBeNull();
  });

  it('turns a failure envelope into an ApiError with the server message', async () => {
    const failing = async () => json({ responseCode: '01', responseMessage: 'Datos inválidos', data: null });
    const { client } = setup({ ...fakeGateway({ valid: new Set() }), fetch: failing });
    const error = await unwrap(client.GET('/Home/UserSettings')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ responseCode: '01', message: 'Datos inválidos' });
  });

  it("tells the session when the gateway keeps a sign-in to its membership payment (403 '11'), and only then", async () => {
    storeTokens(1);
    const refusals = [
      { responseCode: '11', responseMessage: 'Para continuar necesitas pagar tu membresía.', data: null },
      { responseCode: '43', responseMessage: 'No tienes permiso para realizar esta acción.', data: null },
    ];
    let next = 0;
    const refusing = async () => json(refusals[Math.min(next++, 1)], 403);
    const { client, heard } = setup({ ...fakeGateway({ valid: new Set() }), fetch: refusing });
    const paywall = await unwrap(client.GET('/Home/UserSettings')).catch((e: unknown) => e);
    expect(paywall).toMatchObject({ responseCode: '11' });
    await unwrap(client.GET('/Home/UserSettings')).catch(() => undefined);
    expect(heard).toEqual(['membershipNeeded']);
  });

  it('reports a network failure with the spec message', async () => {
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    const { client } = setup({ ...fakeGateway({ valid: new Set() }), fetch: offline });
    await expect(client.GET('/Home/UserSettings')).rejects.toThrow(messages.networkFailure);
  });

  it('refreshes once on a 401, retries once with the new token and keeps the request body', async () => {
    storeTokens(1);
    const gateway = fakeGateway({ valid: new Set() });
    const { client, heard } = setup(gateway);
    const reply = await unwrap(client.POST('/Auth/ValidateEmailAccount', { body: { email: 'a@b.mx' } }));
    expect(reply).toMatchObject({ echo: JSON.stringify({ email: 'a@b.mx' }) });
    expect(gateway.refreshes()).toHaveLength(1);
    expect(gateway.refreshes()[0]?.refreshToken).toBe('refresh-1');
    expect(gateway.requests.map((r) => r.authorization)).toEqual([
      'Bearer access-1',
      null,
      'Bearer access-2',
    ]);
    expect(readSession()?.token).toBe('access-2');
    expect(heard).toEqual(['unauthorized']);
  });

  it('shares one refresh among parallel 401s', async () => {
    storeTokens(1);
    const gateway = fakeGateway({ valid: new Set() });
    const { settings } = setup(gateway);
    const replies = await Promise.all(Array.from({ length: 5 }, () => unwrap(settings())));
    expect(replies).toHaveLength(5);
    expect(gateway.refreshes()).toHaveLength(1);
  });

  it('retries only once: a second 401 is returned, with no further refresh', async () => {
    storeTokens(1);
    const gateway = fakeGateway({ valid: new Set() });
    const refuse = vi.fn(gateway.fetch);
    const stubborn = async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await refuse(input, init);
      // The gateway keeps refusing even the renewed token.
      return new URL(new Request(input, init).url).pathname.endsWith('refreshtoken')
        ? response
        : json({ responseCode: '401', responseMessage: 'No autorizado', data: null }, 401);
    };
    const { client } = setup({ ...gateway, fetch: stubborn });
    const { response } = await client.GET('/Home/UserSettings');
    expect(response.status).toBe(401);
    expect(gateway.refreshes()).toHaveLength(1);
    expect(gateway.requests.filter((r) => r.path === '/Home/UserSettings')).toHaveLength(2);
  });

  it('never retries the refresh call and clears the session when it fails', async () => {
    storeTokens(1);
    const gateway = fakeGateway({
      valid: new Set(),
      refreshReply: () => json({ responseCode: '401', responseMessage: 'Token inválido', data: null }, 401),
    });
    const { settings, heard } = setup(gateway);
    const [first, second] = await Promise.all([settings(), settings()]);
    expect(first.response.status).toBe(401);
    expect(second.response.status).toBe(401);
    expect(gateway.refreshes()).toHaveLength(1);
    expect(readSession()).toBeNull();
    expect(heard.filter((s) => s === 'expired')).toHaveLength(1);
  });

  it('keeps the session when the renewal cannot reach the gateway', async () => {
    storeTokens(1);
    const gateway = fakeGateway({ valid: new Set() });
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    const { refreshTokens, heard } = setup({ ...gateway, fetch: offline });
    const failure = await refreshTokens('access-1').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).responseCode).toBe('NETWORK');
    expect(readSession()?.token).toBe('access-1');
    expect(heard).toEqual([]);
  });

  it('does not refresh without a session and tells the session machine', async () => {
    const gateway = fakeGateway({ valid: new Set() });
    const { settings, heard } = setup(gateway);
    expect((await settings()).response.status).toBe(401);
    expect(gateway.refreshes()).toHaveLength(0);
    expect(heard).toEqual(['unauthorized']);
  });

  it('uses a token another tab already rotated instead of refreshing again', async () => {
    storeTokens(1);
    const gateway = fakeGateway({ valid: new Set(['access-5']) });
    const { refreshTokens } = setup(gateway);
    storeTokens(5);
    await expect(refreshTokens('access-1')).resolves.toMatchObject({ token: 'access-5' });
    expect(gateway.refreshes()).toHaveLength(0);
  });

  it('coordinates two tabs through the Web Lock: one refresh serves both', async () => {
    storeTokens(1);
    const gateway = fakeGateway({ valid: new Set() });
    const { locks, granted } = fakeLocks();
    const tabA = setup(gateway, locks);
    const tabB = setup(gateway, locks);
    const [a, b] = await Promise.all([tabA.refreshTokens('access-1'), tabB.refreshTokens('access-1')]);
    expect(a.token).toBe('access-2');
    expect(b.token).toBe('access-2');
    expect(granted()).toBe(2);
    expect(gateway.refreshes()).toHaveLength(1);
  });
});
