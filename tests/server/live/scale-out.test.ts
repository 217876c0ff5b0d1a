import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { createPasswordHasher } from '../../../server/auth/passwords.js';
import type { Database } from '../../../server/db/database.js';
import { migrateUp } from '../../../server/db/migrate.js';
import { openPostgres } from '../../../server/db/postgres-database.js';
import { seedIfEmpty } from '../../../server/db/seed/seed.js';
import { createRedisBus } from '../../../server/live/redis-bus.js';
import { apiClient, dataOf } from '../support/api-client.js';
import { login } from '../support/helpers.js';
import { testConfig } from '../support/test-app.js';
import { POSTGRES_URL, postgresReachable, withAdmin } from '../support/postgres-admin.js';
import { hubClient, listen, nextEvent } from './hub-client.js';
import { REDIS_URL, withRedis } from './redis-support.js';

const withServices = withRedis && (await postgresReachable());

const admin = (sql: string) => withAdmin((client) => client.query(sql));

interface Gateway {
  app: FastifyInstance;
  db: Database;
  base: string;
}

describe.runIf(withServices)('two gateways on one PostgreSQL share hub traffic through Redis', () => {
  const schema = `gw_live_${randomBytes(4).toString('hex')}`;
  // Its own channel space on the shared Redis, new on every run.
  const namespace = `test-${schema}`;
  const config = testConfig();
  const gateways: Gateway[] = [];

  const start = async (): Promise<Gateway> => {
    const db = await openPostgres({ connectionString: POSTGRES_URL, schema });
    const bus = await createRedisBus(REDIS_URL, namespace);
    const app = await buildApp({ db, config, liveBus: bus });
    const gateway = { app, db, base: await listen(app) };
    gateways.push(gateway);
    return gateway;
  };

  beforeAll(async () => {
    await admin(`create schema ${schema}`);
    const setup = await openPostgres({ connectionString: POSTGRES_URL, schema });
    await migrateUp(setup);
    await seedIfEmpty(
      setup,
      createPasswordHasher({ memoryCost: 256, timeCost: 1, parallelism: 1 }),
      () => new Date(),
    );
    await setup.close();
  });
  afterAll(async () => {
    for (const g of gateways) {
      await g.app.close();
      await g.db.close();
    }
    await admin(`drop schema ${schema} cascade`);
  });

  it('delivers to a member on gateway A a message sent through gateway B, and only to them', async () => {
    const [a, b] = [await start(), await start()];
    // Signed in through B, connected to A: the token is good on every gateway sharing JWT_SECRET.
    const ana = await login(b.app, 'alejandro.cruz@demo.muropride.mx');
    const beto = await login(a.app, 'miembro@demo.muropride.mx');
    const stranger = await login(b.app, 'nuevo@demo.muropride.mx');
    const anaOnA = hubClient(a.base, 'chat', () => ana.token);
    const betoOnB = hubClient(b.base, 'chat', () => beto.token);
    await Promise.all([anaOnA.start(), betoOnB.start()]);
    const strangerOnB = hubClient(b.base, 'chat', () => stranger.token);
    await strangerOnB.start();
    const strangerHeard: unknown[] = [];
    strangerOnB.on('ReceiveMessage', (m: unknown) => strangerHeard.push(m));
    const heard = nextEvent(anaOnA, 'ReceiveMessage');
    dataOf(
      await apiClient(b.app, beto.token).POST('/chats/sendmessage', {
        body: { message: 'Hola desde B', receiver: ana.userId },
      }),
    );
    expect(await heard).toEqual([
      expect.objectContaining({ message: 'Hola desde B', contactId: beto.userId }),
    ]);
    await expect(strangerOnB.invoke('Nada')).rejects.toThrow(/Nada/);
    expect(strangerHeard).toEqual([]);
    await Promise.all([anaOnA.stop(), betoOnB.stop(), strangerOnB.stop()]);
  });
});
