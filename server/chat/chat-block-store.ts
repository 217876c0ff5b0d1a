import type { Queryable } from '../db/database.js';

/** Whether I blocked the contact (byMe) and whether either of us blocked the other (locked). */
export async function blockStatus(db: Queryable, me: number, contactId: number) {
  const rows = await db.query<{ blocker_id: number }>(
    `select blocker_id from chat_blocks
      where (blocker_id = $1 and blocked_id = $2) or (blocker_id = $2 and blocked_id = $1)`,
    [me, contactId],
  );
  return { byMe: rows.some((r) => r.blocker_id === me), locked: rows.length > 0 };
}

export async function block(db: Queryable, me: number, contactId: number, at: Date): Promise<void> {
  await db.query(
    `insert into chat_blocks (blocker_id, blocked_id, created_at) values ($1, $2, $3)
     on conflict (blocker_id, blocked_id) do nothing`,
    [me, contactId, at],
  );
}

export async function unblock(db: Queryable, me: number, contactId: number): Promise<void> {
  await db.query('delete from chat_blocks where blocker_id = $1 and blocked_id = $2', [me, contactId]);
}
