import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { createPasswordHasher } from '../../server/auth/passwords.js';
import type { Database } from '../../server/db/database.js';
import { loadMigrations } from '../../server/db/migrate.js';
import { openPostgres } from '../../server/db/postgres-database.js';
import { prepareDatabase } from '../../server/db/prepare-database.js';
import { postgresReachable, urlOfDatabase, withAdmin } from './support/postgres-admin.js';
import { testPasswordCost } from './support/seeded-database.js';
import { testConfig } from './support/test-app.js';

const withPostgres = await postgresReachable();

describe.runIf(withPostgres)('three gateways started at the same instant on an empty PostgreSQL', () => {
  const name = `muro_start_${randomBytes(5).toString('hex')}`;
  const opened: Database[] = [];
  beforeAll(async () => {
    await withAdmin((admin) => admin.query(`create database ${name}`));
  });
  afterAll(async () => {
    for (const db of opened) await db.close();
    await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
  });

  it('all come up, with the migrations applied and the demo data seeded once', async () => {
    const passwords = createPasswordHasher(testPasswordCost);
    const start = async () => {
      const db = await openPostgres({ connectionString: urlOfDatabase(name) });
      opened.push(db);
      const seeded = await prepareDatabase(db, passwords, () => new Date());
      const app = await buildApp({ db, config: testConfig() });
      await app.close();
      return seeded;
    };
    const outcomes = await Promise.allSettled([start(), start(), start()]);
    expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'started'))).toEqual([
      'started',
      'started',
      'started',
    ]);
    const seeded = outcomes.map((o) => o.status === 'fulfilled' && o.value);
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const [db] = opened;
    if (!db) throw new Error('A gateway opened the database');
    const [companies] = await db.query<{ count: number }>('select count(*) as count from companies');
    expect(companies?.count).toBe(1);
    const [migrations] = await db.query<{ count: number }>('select count(*) as count from schema_migrations');
    expect(migrations?.count).toBe(loadMigrations().length);
    // A second start of every area's seed adds nothing: each found its rows already there.
    const before = await db.query<{ count: number }>('select count(*) as count from job_categories');
    await prepareDatabase(db, passwords, () => new Date());
    expect(await db.query('select count(*) as count from job_categories')).toEqual(before);
  });
});
