import type { FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_TIME_ZONE } from '../../../domain/dates.js';
import { buildApp } from '../../../server/app.js';
import { createBackgroundTasks } from '../../../server/background-tasks.js';
import type { Clock } from '../../../server/clock.js';
import type { AppConfig } from '../../../server/config.js';
import type { Database } from '../../../server/db/database.js';
import type { LiveBus } from '../../../server/live/live-bus.js';
import type { Mailer } from '../../../server/mail/mailer.js';
import { migrateAndSeed, testPasswordCost } from './seeded-database.js';
import type { Store } from './stores.js';
import { createTestClock } from './test-clock.js';
import webPush from 'web-push';

// One pair for the whole run: generating keys is cheap, but a stable pair keeps replies comparable.
const testVapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:pruebas@muropride.mx' };

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
    vapid: testVapid,
    defaultCompanyId: 871,
    buildVersion: 'test',
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  time: ReturnType<typeof createTestClock>;
  /** Waits for the work replies left running (mail after a reset request); throws the first that failed. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  mailer?: Mailer;
  dataDir?: string;
  /** Where the test clock starts; now by default. */
  now?: Date;
  /** The hubs' bus, to publish from the test; this process alone by default. */
  liveBus?: LiveBus;
  /** How often hub connections are checked against their sign-in; the gateway's default otherwise. */
  hubSweepMs?: number;
  /** The areas' demo data the suite reads, seeded in this order once the app is up (the template has none). */
  seeds?: ((db: Database, clock: Clock) => Promise<void>)[];
}

/** A migrated, seeded database on the given store (a copy of the run's template) and an app on it, in-process. */
export async function createTestApp(store: Store, options: TestAppOptions = {}): Promise<TestApp> {
  // A copy of the run's template unless the test needs its own data directory or a seed at another time.
  const fresh = options.dataDir !== undefined || options.now !== undefined;
  const { db, dispose } = fresh ? await store.open(options.dataDir) : await store.openSeeded();
  const time = createTestClock(options.now);
  const config = testConfig(options.config);
  await migrateAndSeed(db, time.clock);
  const failures: unknown[] = [];
  const background = createBackgroundTasks((error) => failures.push(error));
  const app = await buildApp({
    db,
    config,
    clock: time.clock,
    mailer: options.mailer,
    liveBus: options.liveBus,
    hubSweepMs: options.hubSweepMs,
    background,
  });
  for (const seed of options.seeds ?? []) await seed(db, time.clock);
  return {
    app,
    db,
    config,
    time,
    async settled() {
      await background.settled();
      const [failure] = failures.splice(0);
      if (failure !== undefined) throw failure;
    },
    async close() {
      await app.close();
      await dispose();
    },
  };
}
