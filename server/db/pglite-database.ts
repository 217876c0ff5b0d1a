import { PGlite, type Transaction } from '@electric-sql/pglite';
import { PG_DATE, PG_INT8, type Database, type Queryable } from './database.js';

const parsers = { [PG_INT8]: (value: string) => Number(value), [PG_DATE]: (value: string) => value };

/** commits: the afterCommit queue of a transaction; none outside one, where callbacks run at once. */
function wrap(target: PGlite | Transaction, commits?: Array<() => void>): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
    afterCommit(fn) {
      if (commits) commits.push(fn);
      else fn();
    },
  };
}

export interface PgliteDatabase extends Database {
  /** The whole data directory as an uncompressed tar (the input of `loadDataDir`). */
  dumpDataDir(): Promise<Blob>;
}

/**
 * Embedded PostgreSQL; dataDir undefined keeps the data in memory (tests). `loadDataDir` starts from a copy of
 * another database's data directory (`dumpDataDir`), which is how tests clone one migrated, seeded template.
 */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<PgliteDatabase> {
  const pg = await PGlite.create(dataDir, { parsers, loadDataDir });
  const base = wrap(pg);
  // One process owns a PGlite database; starts within it still take turns.
  let turn: Promise<unknown> = Promise.resolve();
  return {
    kind: 'pglite',
    ...base,
    async transaction(fn) {
      const commits: Array<() => void> = [];
      const result = await pg.transaction((tx) => fn(wrap(tx, commits)));
      for (const run of commits) run();
      return result;
    },
    exclusive(fn) {
      const run = turn.then(fn);
      turn = run.catch(() => undefined);
      return run;
    },
    close: () => pg.close(),
    dumpDataDir: () => pg.dumpDataDir('none'),
  };
}
