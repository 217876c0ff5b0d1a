import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusMessage, LiveBus } from '../../../server/live/live-bus.js';
import { createRedisBus, PUBLISH_BOUND_MS, RedisUnreachable } from '../../../server/live/redis-bus.js';
import { REDIS_URL, withRedis } from './redis-support.js';
import { startRedisProxy } from './redis-proxy.js';

const message = (target: string): BusMessage => ({ hub: 'chat', userIds: [7], target, arguments: [] });

/** Resolves once `check` holds, polling; fails the test after `ms`. */
async function eventually(check: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('The condition never held');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function timed(publish: Promise<void>): Promise<number> {
  const started = performance.now();
  await publish;
  return performance.now() - started;
}

describe('a wrong REDIS_URL at start', () => {
  it('fails within the start bound with one line naming the variable', async () => {
    const started = Date.now();
    const failure = await createRedisBus('redis://:secreto@127.0.0.1:1', 'test-wrong-url').then(
      () => new Error('It connected'),
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(RedisUnreachable);
    expect((failure as Error).message).toMatch(
      /^REDIS_URL: no Redis answers at 127\.0\.0\.1:1 \(.*ECONNREFUSED/,
    );
    expect((failure as Error).message).not.toContain('secreto');
    expect((failure as Error).message).not.toContain('\n');
    expect(Date.now() - started).toBeLessThan(3500);
  });
});

describe.runIf(withRedis)('a gateway whose Redis is lost', () => {
  const namespace = `test-trouble-${randomBytes(6).toString('hex')}`;
  let proxy: Awaited<ReturnType<typeof startRedisProxy>>;
  let mine: LiveBus;
  let other: LiveBus;
  const reported: string[] = [];
  const heardHere: string[] = [];
  const heardThere: string[] = [];
  beforeAll(async () => {
    proxy = await startRedisProxy(REDIS_URL);
    mine = await createRedisBus(proxy.url, namespace, (line) => reported.push(line));
    other = await createRedisBus(REDIS_URL, namespace);
    mine.subscribe((m) => void ('target' in m && heardHere.push(m.target)));
    other.subscribe((m) => void ('target' in m && heardThere.push(m.target)));
  });
  afterAll(async () => {
    await Promise.all([mine.close(), other.close()]);
    await proxy.close();
  });

  it('reaches the other gateway and its own connections once each while Redis answers', async () => {
    await mine.publish(message('antes'));
    await eventually(() => heardThere.includes('antes'));
    expect(heardHere).toEqual(['antes']);
    expect(mine.state()).toBe('up');
  });

  it('answers within the bound while Redis hangs, still delivering to its own connections', async () => {
    reported.length = 0;
    proxy.stall(true);
    const elapsed = await timed(mine.publish(message('colgado')));
    expect(elapsed).toBeLessThan(PUBLISH_BOUND_MS + 150);
    expect(heardHere).toContain('colgado');
    expect(mine.state()).toBe('down');
    proxy.stall(false);
    await mine.publish(message('sin-colgar'));
    expect(mine.state()).toBe('up');
    expect(reported).toEqual([expect.stringMatching(/^Redis lost/), expect.stringMatching(/^Redis is back/)]);
  });

  it('answers at once while Redis is gone, logs the loss once and the return once', async () => {
    reported.length = 0;
    await proxy.cut();
    await eventually(() => mine.state() === 'down');
    for (const target of ['sin-redis-1', 'sin-redis-2', 'sin-redis-3']) {
      expect(await timed(mine.publish(message(target)))).toBeLessThan(PUBLISH_BOUND_MS);
    }
    expect(heardHere).toEqual(expect.arrayContaining(['sin-redis-1', 'sin-redis-2', 'sin-redis-3']));
    await proxy.restore();
    await eventually(() => mine.state() === 'up');
    expect(reported).toEqual([expect.stringMatching(/^Redis lost/), expect.stringMatching(/^Redis is back/)]);
    await mine.publish(message('de-vuelta'));
    await eventually(() => heardThere.includes('de-vuelta'));
    expect(heardHere.filter((target) => target === 'de-vuelta')).toEqual(['de-vuelta']);
  });
});
