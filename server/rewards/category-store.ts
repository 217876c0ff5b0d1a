import type { components } from '../../openapi/generated/schema.js';
import type { Queryable } from '../db/database.js';

type Category = components['schemas']['AdminRewardCategory'];

const select = `select reward_category_id as "rewardCategoryId", description, url_icon as "urlIcon", active
                  from reward_categories`;

export const listCategories = (db: Queryable) => db.query<Category>(`${select} order by reward_category_id`);

export async function findCategory(db: Queryable, id: number): Promise<Category | undefined> {
  const [row] = await db.query<Category>(`${select} where reward_category_id = $1`, [id]);
  return row;
}

export async function insertCategory(db: Queryable, description: string, urlIcon: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'insert into reward_categories (description, url_icon) values ($1, $2) returning reward_category_id as id',
    [description, urlIcon],
  );
  return row?.id ?? 0;
}

export async function updateCategory(db: Queryable, c: Category): Promise<void> {
  await db.query(
    'update reward_categories set description = $2, url_icon = $3, active = $4 where reward_category_id = $1',
    [c.rewardCategoryId, c.description, c.urlIcon, c.active],
  );
}

export async function deactivateCategory(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query(
    'update reward_categories set active = false where reward_category_id = $1 returning 1',
    [id],
  );
  return rows.length > 0;
}
