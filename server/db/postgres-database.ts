import pg from 'pg';
import { PG_DATE, PG_INT8, type Database, type Queryable } from './database.js';
import { lockNamespaces } from './advisory-locks.js';

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_INT8) return (value: string) => Number(value);
    if (oid === PG_DATE) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

export interface PostgresOptions {
  connectionString: string;
  /** Schema put first on the search path of every connection (tests run each in a fresh schema). */
  schema?: string;
}

/** commits: the afterCommit queue of a transaction; none outside one, where callbacks run at once. */
function wrap(client: pg.Pool | pg.PoolClient, commits?: Array<() => void>): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, [...params]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    afterCommit(fn) {
      if (commits) commits.push(fn);
      else fn();
    },
  };
}

export async function openPostgres({ connectionString, schema }: PostgresOptions): Promise<Database> {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`Invalid schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString,
    types,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection ended by the server (restart, dropped database) only leaves the pool: the next query
  // opens a fresh one. Without a listener the pool's 'error' event would crash the process.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      const commits: Array<() => void> = [];
      const result = await (async () => {
        try {
          await client.query('begin');
          const value = await fn(wrap(client, commits));
          await client.query('commit');
          return value;
        } catch (error) {
          await client.query('rollback');
          throw error;
        } finally {
          client.release();
        }
      })();
      for (const run of commits) run();
      return result;
    },
    async exclusive(fn) {
      // A session lock on a connection of its own, so fn may use the pool freely; per schema, as tests run
      // each database in a schema of its own.
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('select pg_advisory_lock($1, hashtext(current_schema()))', [lockNamespaces.start]);
        try {
          return await fn();
        } finally {
          await client
            .query('select pg_advisory_unlock($1, hashtext(current_schema()))', [lockNamespaces.start])
            .catch(() => {
              broken = true;
            });
        }
      } finally {
        // A connection that could not unlock is closed, which releases its locks.
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
