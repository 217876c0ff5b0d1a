import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../../server/db/pglite-database.js';
import { openPostgres } from '../../../server/db/postgres-database.js';
import { migrateAndSeed } from './seeded-database.js';
import { postgresReachable, urlOfDatabase, withAdmin } from './postgres-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The tar of a migrated, seeded PGlite data directory (decision 0014). */
    pgliteTemplate: string;
    /** A migrated, seeded PostgreSQL database to clone with `create database ... template`; '' without one. */
    postgresTemplate: string;
  }
}

/**
 * Vitest global setup of the gateway tests: migrating and seeding a fresh database (and, for PGlite, running
 * initdb) cost each suite seconds, so it is done once per run and every suite starts from a copy.
 */
export default async function setup(project: TestProject) {
  const clock = () => new Date();
  const dir = mkdtempSync(join(tmpdir(), 'muro-template-'));
  const pglite = await openPglite();
  await migrateAndSeed(pglite, clock);
  const tar = join(dir, 'pglite.tar');
  writeFileSync(tar, new Uint8Array(await (await pglite.dumpDataDir()).arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', tar);

  let template = '';
  if (await postgresReachable()) {
    template = `muro_template_${process.pid}`;
    await withAdmin((admin) => admin.query(`create database ${template}`));
    const db = await openPostgres({ connectionString: urlOfDatabase(template) });
    await migrateAndSeed(db, clock);
    await db.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (template) await withAdmin((admin) => admin.query(`drop database if exists ${template} with (force)`));
  };
}
