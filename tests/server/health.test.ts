import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { createRedisBus } from '../../server/live/redis-bus.js';
import { call } from './support/contract.js';
import { stores } from './support/stores.js';
import { testConfig } from './support/test-app.js';
import { REDIS_URL, withRedis } from './live/redis-support.js';
import { startRedisProxy } from './live/redis-proxy.js';

const failingMailer = {
  send: async () => {
    throw new Error('SMTP relay refused');
  },
};

describe.each(stores)('GET /api/health on $name', (store) => {
  it('answers every part with no personal data, and 503 once the database stops answering', async () => {
    const opened = await store.openSeeded();
    const app = await buildApp({ db: opened.db, config: testConfig({ buildVersion: 'v-prueba' }) });
    const healthy = await call(app, 'GET', '/health');
    expect(healthy.status).toBe(200);
    expect(healthy.body).toEqual({
      status: 'ok',
      database: 'up',
      redis: 'unused',
      mail: { delivery: 'outbox', lastSend: 'none' },
      version: 'v-prueba',
    });
    await opened.dispose();
    const down = await call(app, 'GET', '/health');
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: 'down', database: 'down' });
    await app.close();
  });

  it('is degraded, still 200, after an e-mail failed', async () => {
    const opened = await store.openSeeded();
    const app = await buildApp({ db: opened.db, config: testConfig(), mailer: failingMailer });
    await call(app, 'POST', '/Auth/ForgotPassword', { body: { email: 'miembro@demo.muropride.mx' } });
    await expect.poll(async () => (await call(app, 'GET', '/health')).body.mail.lastSend).toBe('failed');
    const reply = await call(app, 'GET', '/health');
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe('degraded');
    await app.close();
    await opened.dispose();
  });
});

describe.runIf(withRedis)('GET /api/health with Redis', () => {
  it('says Redis is lost while it is, with a 200, and up again when it is back', async () => {
    const [store] = stores;
    if (!store) throw new Error('PGlite is always available');
    const proxy = await startRedisProxy(REDIS_URL);
    const opened = await store.openSeeded();
    const liveBus = await createRedisBus(proxy.url, `test-health-${randomBytes(6).toString('hex')}`);
    const app = await buildApp({ db: opened.db, config: testConfig(), liveBus });
    expect((await call(app, 'GET', '/health')).body).toMatchObject({ status: 'ok', redis: 'up' });
    await proxy.cut();
    await expect.poll(async () => (await call(app, 'GET', '/health')).body.redis).toBe('down');
    const lost = await call(app, 'GET', '/health');
    expect(lost.status).toBe(200);
    expect(lost.body.status).toBe('degraded');
    await proxy.restore();
    await expect
      .poll(async () => (await call(app, 'GET', '/health')).body.redis, { timeout: 5000 })
      .toBe('up');
    await app.close();
    await opened.dispose();
    await proxy.close();
  });
});
