import { Agent } from 'node:https';
import { decrypt } from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPushSender } from '../../../server/push/push-sender.js';
import { apiClient, dataOf, envelopeOf } from '../support/api-client.js';
import { login, type Session } from '../support/helpers.js';
import { stores } from '../support/stores.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { browserKeys, startPushService } from './push-service.js';

const succeeded = (result: Parameters<typeof envelopeOf>[0]) =>
  expect(envelopeOf(result).body).toMatchObject({ responseCode: '00' });

describe.each(stores)('Web Push on $name', (store) => {
  let t: TestApp;
  let ana: Session;
  let service: Awaited<ReturnType<typeof startPushService>>;
  const errors: unknown[] = [];
  beforeAll(async () => {
    t = await createTestApp(store);
    ana = await login(t.app, 'alejandro.cruz@demo.muropride.mx');
    service = await startPushService((path) => (path === '/gone' ? 410 : 201));
  });
  afterAll(async () => {
    await service.close();
    await t.close();
  });

  const sender = () =>
    createPushSender(t.config.vapid, (e) => errors.push(e), new Agent({ rejectUnauthorized: false }));

  it('gives browsers the public key to subscribe with', async () => {
    expect(dataOf(await apiClient(t.app, ana.token).GET('/push/publicKey'))).toEqual({
      publicKey: t.config.vapid.publicKey,
    });
  });

  it('sends an encrypted, VAPID-signed message that vibrates and waits for the person', async () => {
    const keys = browserKeys();
    succeeded(
      await apiClient(t.app, ana.token).POST('/push/subscriptions', {
        body: { endpoint: service.endpoint('/ana'), keys: { p256dh: keys.p256dh, auth: keys.auth } },
      }),
    );
    await sender().send(t.db, ana.userId, {
      title: 'Bolsa de trabajo',
      body: 'Tu vacante fue aprobada',
      url: '/jobs-published',
    });
    const push = service.received.find((p) => p.path === '/ana');
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.headers.authorization).toMatch(new RegExp(`^vapid t=.+, k=${t.config.vapid.publicKey}$`));
    const payload: unknown = JSON.parse(
      decrypt(push?.body ?? Buffer.alloc(0), {
        version: 'aes128gcm',
        privateKey: keys.ecdh,
        authSecret: keys.auth,
      }).toString('utf8'),
    );
    expect(payload).toEqual({
      title: 'Bolsa de trabajo',
      body: 'Tu vacante fue aprobada',
      url: '/jobs-published',
      vibrate: [200, 100, 200, 100, 200],
      requireInteraction: true,
    });
    expect(errors).toEqual([]);
  });

  it('forgets a subscription the push service says is gone, and one the person turns off', async () => {
    const client = apiClient(t.app, ana.token);
    const keys = browserKeys();
    for (const path of ['/gone', '/off'])
      succeeded(
        await client.POST('/push/subscriptions', {
          body: { endpoint: service.endpoint(path), keys: { p256dh: keys.p256dh, auth: keys.auth } },
        }),
      );
    succeeded(
      await client.DELETE('/push/subscriptions', {
        params: { query: { endpoint: service.endpoint('/off') } },
      }),
    );
    const before = service.received.length;
    await sender().send(t.db, ana.userId, { title: 'Prueba', body: 'Hola', url: null });
    const paths = service.received.slice(before).map((p) => p.path);
    expect(paths.sort()).toEqual(['/ana', '/gone']);
    const left = await t.db.query<{ endpoint: string }>('select endpoint from push_subscriptions');
    expect(left.map((r) => r.endpoint)).toEqual([service.endpoint('/ana')]);
  });
});
