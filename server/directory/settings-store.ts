import type { Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';

/** The company's directory values (spec 002 customisation); defaults when HR never saved them. */
export async function companyDirectoryValues(db: Queryable, companyId: number) {
  const row = await firstRow<{
    NoPost: number;
    NoDaysGrace: number;
    Amount: number;
    AmountToVerify: number;
    FreePost: number;
  }>(
    db,
    `select no_post as "NoPost", no_days_grace as "NoDaysGrace", amount as "Amount",
        amount_to_verify as "AmountToVerify", free_post as "FreePost"
       from company_customizations where company_id = $1`,
    [companyId],
  );
  return row ?? { NoPost: 0, NoDaysGrace: 0, Amount: 0, AmountToVerify: 1, FreePost: 0 };
}

export async function freePostsLeft(db: Queryable, userId: number): Promise<number> {
  const row = await firstRow<{ remaining: number }>(
    db,
    'select remaining from directory_free_posts where user_id = $1',
    [userId],
  );
  return row?.remaining ?? 0;
}

/** HR's grant (PubliMax): the member's free posts from now on. */
export async function grantFreePosts(db: Queryable, userId: number, posts: number): Promise<void> {
  await db.query(
    `insert into directory_free_posts (user_id, remaining) values ($1, $2)
     on conflict (user_id) do update set remaining = excluded.remaining`,
    [userId, posts],
  );
}

/** Uses one granted free post; false when none was left. */
export async function useFreePost(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.query(
    'update directory_free_posts set remaining = remaining - 1 where user_id = $1 and remaining > 0 returning 1',
    [userId],
  );
  return rows.length === 1;
}
