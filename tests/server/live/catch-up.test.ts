import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventStream, splitEvent } from '@/shared/live/event-stream';
import { POLL_MS } from '../../../server/live/live-catch-up.js';
import { apiClient, dataOf } from '../support/api-client.js';
import { login } from '../support/helpers.js';
import { postgresReachable } from '../support/postgres-admin.js';
import { stores } from '../support/stores.js';
import { useLiveApp, useSharedSchemaGateways } from './live-fixtures.js';
import { hubClient } from './hub-client.js';
import { REDIS_URL, withRedis } from './redis-support.js';
import { startRedisProxy } from './redis-proxy.js';

interface CatchUpResult {
  lastId: number;
  complete: boolean;
}

/** A page's hub as the portal's client keeps it: every event with its id, and what it handles after dedupe. */
function page(client: HubConnection, target: string) {
  const stream = createEventStream();
  const raw: number[] = [];
  const handled: unknown[] = [];
  client.on(target, (...args: unknown[]) => {
    const { payload, eventId } = splitEvent(args);
    if (eventId !== null) raw.push(eventId);
    if (stream.fresh(eventId)) handled.push(payload[0]);
  });
  return {
    raw,
    handled,
    async catchUp(): Promise<CatchUpResult> {
      const result = await client.invoke<CatchUpResult>('CatchUp', stream.lastId());
      stream.joinedAt(result.lastId);
      return result;
    },
    lastId: () => stream.lastId(),
    resumeFrom: (other: { lastId(): number | null; raw: number[] }) => {
      for (const id of other.raw) stream.fresh(id);
    },
  };
}

/** Resolves once `check` holds, polling; fails the test after `ms`. */
async function eventually(check: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('The condition never held');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(stores)('a page that was away catches up from the log, on $name', (store) => {
  const env = useLiveApp(store);

  const ring = (userId: number, message: string) =>
    env.live.send('notification', [userId], 'beNotified', [{ message }]);

  it('receives what it missed, oldest first, once, and nothing meant for others', async () => {
    const before = hubClient(env.base, 'notification', () => env.ana.token);
    const first = page(before, 'beNotified');
    await before.start();
    expect((await first.catchUp()).complete).toBe(true);
    await ring(env.ana.userId, 'en vivo');
    await eventually(() => first.handled.length === 1);
    await before.stop();

    await ring(env.ana.userId, 'perdido 1');
    await ring(env.beto.userId, 'para Beto');
    await ring(env.ana.userId, 'perdido 2');

    const after = hubClient(env.base, 'notification', () => env.ana.token);
    const second = page(after, 'beNotified');
    second.resumeFrom(first);
    await after.start();
    const result = await second.catchUp();
    expect(result.complete).toBe(true);
    expect(second.handled).toEqual([{ message: 'perdido 1' }, { message: 'perdido 2' }]);
    // The look-back sends the last one seen again; the page drops it.
    expect(second.raw).toContain(first.lastId());
    expect(result.lastId).toBe(Math.max(...second.raw));
    await ring(env.ana.userId, 'de nuevo en vivo');
    await eventually(() => second.handled.length === 3);
    expect(second.handled.at(-1)).toEqual({ message: 'de nuevo en vivo' });
    await after.stop();
  });

  it('tells a page away longer than the log reaches to read its data again', async () => {
    await ring(env.ana.userId, 'viejo');
    const [newest] = await env.t.db.query<{ id: number }>('select max(id) as id from live_events');
    const id = newest?.id ?? 0;
    await ring(env.ana.userId, 'más nuevo');
    await env.t.db.query('delete from live_events where id <= $1', [id]);
    const client = hubClient(env.base, 'notification', () => env.ana.token);
    await client.start();
    const result = await client.invoke<CatchUpResult>('CatchUp', id - 1);
    expect(result.complete).toBe(false);
    await expect(client.invoke('CatchUp', 'ayer')).rejects.toThrow(/CatchUp/);
    await client.stop();
  });
});

const withServices = withRedis && (await postgresReachable());

describe.runIf(withServices)('a gateway cut off from Redis', () => {
  const gateways = useSharedSchemaGateways('gw_catch');
  let proxy: Awaited<ReturnType<typeof startRedisProxy>>;
  beforeAll(async () => {
    proxy = await startRedisProxy(REDIS_URL);
  });
  afterAll(() => proxy.close());

  it('still delivers, once, what the other gateway sent meanwhile, from the log', async () => {
    const a = await gateways.start(REDIS_URL);
    const b = await gateways.start(proxy.url);
    const ana = await login(a.app, 'alejandro.cruz@demo.muropride.mx');
    const beto = await login(b.app, 'miembro@demo.muropride.mx');
    const betoOnB = hubClient(b.base, 'chat', () => beto.token);
    const betoPage = page(betoOnB, 'ReceiveMessage');
    await betoOnB.start();
    await betoPage.catchUp();
    const send = (message: string) =>
      apiClient(a.app, ana.token).POST('/chats/sendmessage', { body: { message, receiver: beto.userId } });

    await proxy.cut();
    dataOf(await send('sin Redis'));
    await eventually(() => betoPage.handled.length === 1, 5 * POLL_MS);
    expect(betoPage.handled).toEqual([expect.objectContaining({ message: 'sin Redis' })]);

    await proxy.restore();
    dataOf(await send('con Redis'));
    await eventually(() => betoPage.handled.length === 2, 5 * POLL_MS);
    // Two more checks of the log bring nothing twice.
    await new Promise((resolve) => setTimeout(resolve, 2 * POLL_MS + 500));
    expect(betoPage.handled.map((m) => (m as { message: string }).message)).toEqual([
      'sin Redis',
      'con Redis',
    ]);
    expect(new Set(betoPage.raw).size).toBe(betoPage.raw.length);
    await betoOnB.stop();
  });
});
