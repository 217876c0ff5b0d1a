import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { liveNamespace } from '../../../server/live/live-namespace-store.js';
import { apiClient, dataOf } from '../support/api-client.js';
import { login } from '../support/helpers.js';
import { stores, type OpenedStore } from '../support/stores.js';
import { testConfig } from '../support/test-app.js';
import { hubClient, listen, nextEvent } from './hub-client.js';
import { REDIS_URL, withRedis } from './redis-support.js';

describe.runIf(withRedis).each(stores)('portals sharing one Redis on $name', (store) => {
  const config = testConfig({ redisUrl: REDIS_URL });
  const opened: OpenedStore[] = [];
  const apps: FastifyInstance[] = [];
  let first: OpenedStore;
  let second: OpenedStore;
  const gateway = async (on: OpenedStore) => {
    const app = await buildApp({ db: on.db, config });
    apps.push(app);
    return { app, base: await listen(app) };
  };
  beforeAll(async () => {
    first = await store.openSeeded();
    second = await store.openSeeded();
    opened.push(first, second);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const o of opened) await o.dispose();
  });

  it('gives each database its own namespace, kept across starts, and LIVE_NAMESPACE overrides it', async () => {
    const once = await liveNamespace(first.db, undefined);
    expect(await liveNamespace(first.db, undefined)).toBe(once);
    expect(await liveNamespace(second.db, undefined)).not.toBe(once);
    expect(await liveNamespace(first.db, 'portal-a')).toBe('portal-a');
  });

  it("delivers one portal's events to its other gateway and never to another portal", async () => {
    const [a1, a2, b] = [await gateway(first), await gateway(first), await gateway(second)];
    // The same demo people, with the same ids, exist in both portals: only the namespace keeps them apart.
    const ana = await login(a1.app, 'alejandro.cruz@demo.muropride.mx');
    const beto = await login(a2.app, 'miembro@demo.muropride.mx');
    const anaElsewhere = await login(b.app, 'alejandro.cruz@demo.muropride.mx');
    expect(anaElsewhere.userId).toBe(ana.userId);
    const anaOnA1 = hubClient(a1.base, 'chat', () => ana.token);
    const anaOnB = [
      hubClient(b.base, 'chat', () => anaElsewhere.token),
      hubClient(b.base, 'notification', () => anaElsewhere.token),
    ];
    await Promise.all([anaOnA1, ...anaOnB].map((c) => c.start()));
    const leaked: unknown[] = [];
    for (const c of anaOnB) {
      c.on('ReceiveMessage', (m: unknown) => leaked.push(m));
      c.on('beNotified', (m: unknown) => leaked.push(m));
    }
    for (const text of ['Hola desde A2', 'Otra vez']) {
      const heard = nextEvent(anaOnA1, 'ReceiveMessage');
      dataOf(
        await apiClient(a2.app, beto.token).POST('/chats/sendmessage', {
          body: { message: text, receiver: ana.userId },
        }),
      );
      expect(await heard).toEqual([expect.objectContaining({ message: text, contactId: beto.userId })]);
    }
    // Gateway A1 heard both through Redis; B's subscriber would have heard them by now, and round trips on
    // B's own connections prove nothing is still on its way to them.
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const c of anaOnB) await expect(c.invoke('Nada')).rejects.toThrow(/Nada/);
    expect(leaked).toEqual([]);
    await Promise.all([anaOnA1, ...anaOnB].map((c) => c.stop()));
  });
});
