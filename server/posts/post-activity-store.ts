import type { Queryable } from '../db/database.js';

/** Read markers and likes of company posts (spec 001 §4); both are one row per person and post. */

export async function markRead(db: Queryable, postId: number, userId: number, at: Date) {
  await db.query(
    `insert into post_reads (company_post_id, user_id, read_at) values ($1, $2, $3)
     on conflict (company_post_id, user_id) do nothing`,
    [postId, userId, at],
  );
}

export async function unmarkRead(db: Queryable, postId: number, userId: number) {
  await db.query('delete from post_reads where company_post_id = $1 and user_id = $2', [postId, userId]);
}

export async function like(db: Queryable, postId: number, userId: number, categoryId: number, at: Date) {
  await db.query(
    `insert into post_likes (company_post_id, user_id, category_id, liked_at) values ($1, $2, $3, $4)
     on conflict (company_post_id, user_id) do nothing`,
    [postId, userId, categoryId, at],
  );
}

export async function unlike(db: Queryable, postId: number, userId: number) {
  await db.query('delete from post_likes where company_post_id = $1 and user_id = $2', [postId, userId]);
}
