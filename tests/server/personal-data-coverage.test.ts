import { describe, expect, it } from 'vitest';
import { ERASURE, EXPORTED, NOT_EXPORTED, PERSON_COLUMNS_SQL } from '../../server/privacy/personal-data.js';
import { stores } from './support/stores.js';
import { useTestApp } from './support/suite.js';

/**
 * Every column that names a person is exported by "Mis datos" or listed with why it is not (docs/decisions/0307),
 * and the erasure of an account says what it does with it (0309): a new table with a person's id fails here
 * until it is placed in both.
 */
describe.each(stores)("the database's columns that name a person on $name", (store) => {
  const t = useTestApp(store);

  it('are each exported or set aside with a reason, and neither list names a column that is gone', async () => {
    const found = (await t.db.query<{ table: string; column: string }>(PERSON_COLUMNS_SQL)).map(
      (c) => `${c.table}.${c.column}`,
    );
    const exported = new Set(EXPORTED.map((link) => `${link.table}.${link.column}`));
    const placed = new Set([...exported, ...Object.keys(NOT_EXPORTED)]);
    expect(
      found.filter((column) => !placed.has(column)),
      'columns nobody placed',
    ).toEqual([]);
    const through = EXPORTED.filter((link) => link.through).map((link) => `${link.table}.${link.column}`);
    expect([...placed].filter((column) => !found.includes(column) && !through.includes(column))).toEqual([]);
    expect(found.length).toBeGreaterThan(40);
  });

  it('are each deleted, kept or given a step of their own by the erasure, and it names no column that is gone', async () => {
    const found = (await t.db.query<{ table: string; column: string }>(PERSON_COLUMNS_SQL)).map(
      (c) => `${c.table}.${c.column}`,
    );
    expect(
      found.filter((column) => !(column in ERASURE)),
      'columns the erasure forgets',
    ).toEqual([]);
    expect(Object.keys(ERASURE).filter((column) => !found.includes(column))).toEqual([]);
  });
});
