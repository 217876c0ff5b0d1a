import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations, migrateDown, migrateUp } from '../../server/db/migrate.js';
import { call } from './support/contract.js';
import { DEMO_PASSWORD, lastMailTo } from './support/helpers.js';
import { stores, type OpenedStore } from './support/stores.js';
import { createTestApp } from './support/test-app.js';

async function tables(store: OpenedStore): Promise<string[]> {
  const rows = await store.db.query<{ table_name: string }>(
    `select table_name from information_schema.tables
      where table_schema = current_schema() order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

describe.each(stores)('migrations on $name', (store) => {
  let opened: OpenedStore;
  beforeAll(async () => {
    opened = await store.open();
  });
  afterAll(() => opened.dispose());

  it('applies every migration once, reverts them all and applies them again', async () => {
    const versions = loadMigrations().map((m) => m.version);
    expect(versions[0]).toBe('0001');
    expect(await migrateUp(opened.db)).toEqual(versions);
    expect(await migrateUp(opened.db)).toEqual([]);
    expect(await tables(opened)).toEqual(
      expect.arrayContaining(['users', 'refresh_tokens', 'login_failures']),
    );
    expect(await migrateDown(opened.db, '0000')).toEqual([...versions].reverse());
    expect(await tables(opened)).toEqual(['schema_migrations']);
    expect(await migrateUp(opened.db)).toEqual(versions);
  });
});

describe('a PGlite data directory', () => {
  const [pglite] = stores;
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'muro-pglite-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps registrations, sessions and throttling across an app restart, and seeds only once', async () => {
    if (!pglite) throw new Error('PGlite store missing');
    const email = 'reinicio@demo.muropride.mx';
    const first = await createTestApp(pglite, { dataDir });
    await call(first.app, 'POST', '/Auth/Register', {
      body: {
        email,
        password: 'Reinicio.2026',
        firstName: 'Iván',
        lastName: 'Pérez',
        birthday: '1990-01-01',
      },
    });
    await first.settled();
    const { params } = await lastMailTo(first.app, email);
    await call(first.app, 'POST', '/Auth/Login', {
      body: { username: 'ops@demo.muropride.mx', password: 'mal' },
    });
    const session = await call(first.app, 'POST', '/Auth/Login', {
      body: { username: 'miembro@demo.muropride.mx', password: DEMO_PASSWORD },
    });
    await first.close();

    const second = await createTestApp(pglite, { dataDir });
    const [users] = await second.db.query<{ count: number }>('select count(*) as count from users');
    const [companies] = await second.db.query<{ count: number }>('select count(*) as count from companies');
    expect(companies?.count).toBe(1);
    const verify = await call(second.app, 'POST', '/Auth/VerifyAccount', {
      body: { UserId: Number(params.userId), Code: params.code },
    });
    expect(verify.body.responseCode).toBe('00');
    const refreshed = await call(second.app, 'PUT', '/auth/refreshtoken', {
      headers: { RefreshToken: session.body.data.refreshToken },
    });
    expect(refreshed.body.responseCode).toBe('00');
    const [failures] = await second.db.query<{ count: number }>(
      'select count(*) as count from login_failures',
    );
    expect(failures?.count).toBe(1);
    await second.close();

    const third = await createTestApp(pglite, { dataDir });
    const [again] = await third.db.query<{ count: number }>('select count(*) as count from users');
    expect(again?.count).toBe(users?.count);
    await third.close();
    // Three app starts on a data directory on disk (initdb, migrations and seed once): longer than one suite's test.
  }, 120_000);
});
