import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { createPasswordHasher } from '../../../server/auth/passwords.js';
import type { Database } from '../../../server/db/database.js';
import { migrateUp } from '../../../server/db/migrate.js';
import { openPostgres } from '../../../server/db/postgres-database.js';
import { seedIfEmpty } from '../../../server/db/seed/seed.js';
import { createLocalBus, type LiveBus } from '../../../server/live/live-bus.js';
import { createLivePublisher, type LivePublisher } from '../../../server/live/live-publisher.js';
import { createRedisBus } from '../../../server/live/redis-bus.js';
import { login, type Session } from '../support/helpers.js';
import { POSTGRES_URL, withAdmin } from '../support/postgres-admin.js';
import type { Store } from '../support/stores.js';
import { createTestApp, testConfig, type TestApp } from '../support/test-app.js';
import { listen } from './hub-client.js';

/** One gateway on a local bus with a publisher, listening, and two members signed in. */
export interface LiveApp {
  bus: LiveBus;
  live: LivePublisher;
  t: TestApp;
  base: string;
  ana: Session;
  beto: Session;
}

/** Starts a `LiveApp` before the suite's tests and closes it after them; read its fields inside tests. */
export function useLiveApp(store: Store): LiveApp {
  const bus = createLocalBus();
  const app = { bus } as LiveApp;
  beforeAll(async () => {
    app.t = await createTestApp(store, { liveBus: bus });
    app.live = createLivePublisher(bus, app.t.db, (error) => {
      throw error;
    });
    app.base = await listen(app.t.app);
    app.ana = await login(app.t.app, 'alejandro.cruz@demo.muropride.mx');
    app.beto = await login(app.t.app, 'miembro@demo.muropride.mx');
  });
  afterAll(() => app.t.close());
  return app;
}

export interface Gateway {
  app: FastifyInstance;
  db: Database;
  base: string;
}

const admin = (sql: string) => withAdmin((client) => client.query(sql));

/**
 * Gateways that share one new PostgreSQL schema (migrated and seeded before the suite, dropped after it) and
 * one channel space on the shared Redis, as several instances of the portal behind a balancer.
 */
export function useSharedSchemaGateways(prefix: string) {
  const schema = `${prefix}_${randomBytes(4).toString('hex')}`;
  // Its own channel space on the shared Redis, new on every run.
  const namespace = `test-${schema}`;
  const gateways: Gateway[] = [];
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
  return {
    /** A gateway on the schema whose Redis bus connects at `redisUrl`. */
    async start(redisUrl: string): Promise<Gateway> {
      const db = await openPostgres({ connectionString: POSTGRES_URL, schema });
      const app = await buildApp({
        db,
        config: testConfig(),
        liveBus: await createRedisBus(redisUrl, namespace),
      });
      const gateway = { app, db, base: await listen(app) };
      gateways.push(gateway);
      return gateway;
    },
  };
}
