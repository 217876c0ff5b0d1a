import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database.js';

const migrationsDir = join(import.meta.dirname, 'migrations');
const FILE = /^(\d{4})_([a-z0-9_]+)\.(up|down)\.sql$/;

export interface Migration {
  version: string;
  name: string;
  up: string;
  down: string;
}

/** Reads the numbered migrations; every up file needs its down file. */
export function loadMigrations(dir = migrationsDir): Migration[] {
  const files = readdirSync(dir).filter((file) => FILE.test(file));
  const versions = [...new Set(files.map((file) => file.slice(0, 4)))].sort();
  return versions.map((version) => {
    const up = files.find((file) => file.startsWith(version) && file.endsWith('.up.sql'));
    const down = files.find((file) => file.startsWith(version) && file.endsWith('.down.sql'));
    if (!up || !down) throw new Error(`Migration ${version} needs both an .up.sql and a .down.sql file`);
    return {
      version,
      name: up.replace(FILE, '$2'),
      up: readFileSync(join(dir, up), 'utf8'),
      down: readFileSync(join(dir, down), 'utf8'),
    };
  });
}

async function ensureTable(db: Database): Promise<void> {
  await db.exec(`create table if not exists schema_migrations (
    version text primary key,
    name text not null,
    applied_at timestamptz not null default now()
  )`);
}

async function appliedVersions(db: Database): Promise<Set<string>> {
  const rows = await db.query<{ version: string }>('select version from schema_migrations');
  return new Set(rows.map((row) => row.version));
}

/** Applies every pending migration, each in its own transaction, under the start lock; returns their versions. */
export function migrateUp(db: Database, migrations = loadMigrations()): Promise<string[]> {
  return db.exclusive(() => applyMigrations(db, migrations));
}

/** migrateUp for a caller that already holds the start lock (prepare-database.ts). */
export async function applyMigrations(db: Database, migrations = loadMigrations()): Promise<string[]> {
  await ensureTable(db);
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx.query('select 1 from schema_migrations where version = $1', [migration.version]);
      if (row) return false;
      await tx.exec(migration.up);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

/** Reverts applied migrations newer than target ('0000' reverts all), newest first. */
export function migrateDown(db: Database, target: string, migrations = loadMigrations()): Promise<string[]> {
  return db.exclusive(() => revertMigrations(db, target, migrations));
}

async function revertMigrations(db: Database, target: string, migrations: Migration[]): Promise<string[]> {
  await ensureTable(db);
  const applied = await appliedVersions(db);
  const reverted: string[] = [];
  for (const migration of [...migrations].reverse()) {
    if (migration.version <= target || !applied.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.down);
      await tx.query('delete from schema_migrations where version = $1', [migration.version]);
    });
    reverted.push(migration.version);
  }
  return reverted;
}
