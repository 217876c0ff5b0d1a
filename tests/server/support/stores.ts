import pg from 'pg';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../../server/db/database.js';
import { openPglite } from '../../../server/db/pglite-database.js';
import { openPostgres } from '../../../server/db/postgres-database.js';

/** Where the PostgreSQL run goes; each test file works in its own fresh schema there. */
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface OpenedStore {
  db: Database;
  dispose(): Promise<void>;
}

export interface Store {
  name: 'pglite' | 'postgres';
  /** A fresh, empty database (in memory, or a new PostgreSQL schema). */
  open(dataDir?: string): Promise<OpenedStore>;
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const pgliteStore: Store = {
  name: 'pglite',
  async open(dataDir) {
    const db = await openPglite(dataDir);
    return { db, dispose: () => db.close() };
  },
};

const postgresStore: Store = {
  name: 'postgres',
  async open() {
    const schema = `gw_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(`create schema ${schema}`);
    const db = await openPostgres({ connectionString: POSTGRES_URL, schema });
    return {
      db,
      async dispose() {
        await db.close();
        await adminQuery(`drop schema ${schema} cascade`);
      },
    };
  },
};

const hasPostgres = await postgresReachable();
if (!hasPostgres) {
  console.warn(
    `\n${'!'.repeat(100)}\n!! PostgreSQL not reachable at ${POSTGRES_URL}: gateway tests ran on PGlite only\n${'!'.repeat(100)}\n`,
  );
}

/** PGlite always; PostgreSQL too whenever it answers. */
export const stores: Store[] = hasPostgres ? [pgliteStore, postgresStore] : [pgliteStore];
