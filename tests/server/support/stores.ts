import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { Database } from '../../../server/db/database.js';
import { openPglite } from '../../../server/db/pglite-database.js';
import { openPostgres } from '../../../server/db/postgres-database.js';
import { POSTGRES_URL, postgresReachable, urlOfDatabase, withAdmin } from './postgres-admin.js';

export interface OpenedStore {
  db: Database;
  dispose(): Promise<void>;
}

export interface Store {
  name: 'pglite' | 'postgres';
  /** A fresh, empty database (in memory, or a new PostgreSQL schema). */
  open(dataDir?: string): Promise<OpenedStore>;
  /** A copy of the run's migrated, seeded template (tests/server/support/database-templates.ts). */
  openSeeded(): Promise<OpenedStore>;
}

const uniqueName = () => `gw_test_${process.pid}_${randomBytes(4).toString('hex')}`;

const pgliteStore: Store = {
  name: 'pglite',
  async open(dataDir) {
    const db = await openPglite(dataDir);
    return { db, dispose: () => db.close() };
  },
  async openSeeded() {
    const db = await openPglite(undefined, new Blob([readFileSync(inject('pgliteTemplate'))]));
    return { db, dispose: () => db.close() };
  },
};

const postgresStore: Store = {
  name: 'postgres',
  async open() {
    const schema = uniqueName();
    await withAdmin((admin) => admin.query(`create schema ${schema}`));
    const db = await openPostgres({ connectionString: POSTGRES_URL, schema });
    return {
      db,
      async dispose() {
        await db.close();
        await withAdmin((admin) => admin.query(`drop schema ${schema} cascade`));
      },
    };
  },
  async openSeeded() {
    const name = uniqueName();
    await withAdmin((admin) => admin.query(`create database ${name} template ${inject('postgresTemplate')}`));
    const db = await openPostgres({ connectionString: urlOfDatabase(name) });
    return {
      db,
      async dispose() {
        await db.close();
        await withAdmin((admin) => admin.query(`drop database ${name} with (force)`));
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
