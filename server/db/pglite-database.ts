import { PGlite, type Transaction } from '@electric-sql/pglite';
import { PG_DATE, PG_INT8, type Database, type Queryable } from './database.js';

const parsers = { [PG_INT8]: (value: string) => Number(value), [PG_DATE]: (value: string) => value };

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** Embedded PostgreSQL; dataDir undefined keeps the data in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  const pg = await PGlite.create(dataDir, { parsers });
  const base = wrap(pg);
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
