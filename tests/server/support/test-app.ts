import type { FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_TIME_ZONE } from '../../../domain/dates.js';
import { buildApp } from '../../../server/app.js';
import { createPasswordHasher } from '../../../server/auth/passwords.js';
import type { AppConfig } from '../../../server/config.js';
import type { Database } from '../../../server/db/database.js';
import { migrateUp } from '../../../server/db/migrate.js';
import { seedIfEmpty } from '../../../server/db/seed/seed.js';
import type { Mailer } from '../../../server/mail/mailer.js';
import type { Store } from './stores.js';
import { createTestClock } from './test-clock.js';

/** Cheap argon2id parameters so tests stay fast; production uses securePasswordCost. */
const testPasswordCost = { memoryCost: 256, timeCost: 1, parallelism: 1 };

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    production: false,
    publicUrl: 'http://localhost:8080',
    mailFrom: 'Muro Pride <no-reply@muropride.mx>',
    outboxDir: mkdtempSync(join(tmpdir(), 'muro-outbox-')),
    paymentsSandbox: true,
    jwtKey: new TextEncoder().encode('test-signing-key-with-at-least-32-bytes'),
    passwordCost: testPasswordCost,
    trustProxy: false,
    logLevel: 'silent',
    bodyLimit: 64 * 1024,
    uploadsDir: mkdtempSync(join(tmpdir(), 'muro-uploads-')),
    timeZone: DEFAULT_TIME_ZONE,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  time: ReturnType<typeof createTestClock>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  mailer?: Mailer;
  dataDir?: string;
  /** Where the test clock starts; now by default. */
  now?: Date;
}

/** A migrated, seeded database on the given store and an app on it, driven in-process with inject. */
export async function createTestApp(store: Store, options: TestAppOptions = {}): Promise<TestApp> {
  const { db, dispose } = await store.open(options.dataDir);
  const time = createTestClock(options.now);
  const config = testConfig(options.config);
  await migrateUp(db);
  await seedIfEmpty(db, createPasswordHasher(config.passwordCost), time.clock);
  const app = await buildApp({ db, config, clock: time.clock, mailer: options.mailer });
  return {
    app,
    db,
    config,
    time,
    async close() {
      await app.close();
      await dispose();
    },
  };
}
