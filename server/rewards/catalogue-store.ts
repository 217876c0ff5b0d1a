import type { components } from '../../openapi/generated/schema.js';
import type { Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';

type Schemas = components['schemas'];

/** A column of the table and the key the contract names it by. */
type Column<T> = readonly [column: string, key: keyof T & string];

interface CatalogueShape<T> {
  table: string;
  id: Column<T>;
  text: Column<T>;
  image: Column<T>;
}

/** The reads and writes of one of the operator's lists that name a reward. */
export type CatalogueTable<T extends { active: boolean }> = ReturnType<typeof catalogueTable<T>>;

/**
 * The operator's lists that name a reward: a text, an image and an active flag under an id (categories and
 * providers), read and written the same way.
 */
function catalogueTable<T extends { active: boolean }>({ table, id, text, image }: CatalogueShape<T>) {
  const select = `select ${id[0]} as "${id[1]}", ${text[0]} as "${text[1]}", ${image[0]} as "${image[1]}", active
                    from ${table}`;
  return {
    list: (db: Queryable) => db.query<T>(`${select} order by ${id[0]}`),
    find: (db: Queryable, rowId: number) => firstRow<T>(db, `${select} where ${id[0]} = $1`, [rowId]),
    async insert(db: Queryable, textValue: string, imageValue: string): Promise<number> {
      const row = await firstRow<{ id: number }>(
        db,
        `insert into ${table} (${text[0]}, ${image[0]}) values ($1, $2) returning ${id[0]} as id`,
        [textValue, imageValue],
      );
      return row?.id ?? 0;
    },
    async update(db: Queryable, row: T): Promise<void> {
      await db.query(
        `update ${table} set ${text[0]} = $2, ${image[0]} = $3, active = $4 where ${id[0]} = $1`,
        [row[id[1]], row[text[1]], row[image[1]], row.active],
      );
    },
    async deactivate(db: Queryable, rowId: number): Promise<boolean> {
      const rows = await db.query(`update ${table} set active = false where ${id[0]} = $1 returning 1`, [
        rowId,
      ]);
      return rows.length > 0;
    },
  };
}

export const rewardCategories = catalogueTable<Schemas['AdminRewardCategory']>({
  table: 'reward_categories',
  id: ['reward_category_id', 'rewardCategoryId'],
  text: ['description', 'description'],
  image: ['url_icon', 'urlIcon'],
});

export const rewardProviders = catalogueTable<Schemas['RewardProvider']>({
  table: 'reward_providers',
  id: ['reward_provider_id', 'rewardProviderId'],
  text: ['business_name', 'businessName'],
  image: ['url_logo', 'urlLogo'],
});
