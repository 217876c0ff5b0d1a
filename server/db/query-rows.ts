import type { Queryable } from './database.js';

/*
 * The shapes of reply the stores read most: one row or none, the id an insert returns, one number, one column.
 * Each runs a single parameterised statement.
 */

/** The first row the statement returns; undefined when it returns none. */
export async function firstRow<T>(
  db: Queryable,
  sql: string,
  params?: readonly unknown[],
): Promise<T | undefined> {
  const [row] = await db.query<T>(sql, params);
  return row;
}

/** The id an insert `returning … as id` gives back; `lost` is the error's message should no row come back. */
export async function insertedId(
  db: Queryable,
  sql: string,
  params: readonly unknown[],
  lost: string,
): Promise<number> {
  const row = await firstRow<{ id: number }>(db, sql, params);
  if (!row) throw new Error(lost);
  return row.id;
}

/** The number the statement selects `as value` (a count, a balance); 0 when it returns no row. */
export async function numberOf(db: Queryable, sql: string, params?: readonly unknown[]): Promise<number> {
  return (await firstRow<{ value: number }>(db, sql, params))?.value ?? 0;
}

/** The one column the statement selects `as value`, row by row. */
export async function columnOf<T>(db: Queryable, sql: string, params?: readonly unknown[]): Promise<T[]> {
  const rows = await db.query<{ value: T }>(sql, params);
  return rows.map((row) => row.value);
}
