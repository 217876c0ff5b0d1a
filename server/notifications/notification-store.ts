import type { Queryable } from '../db/database.js';

const LIST_LIMIT = 50;

export async function listNotifications(db: Queryable, userId: number) {
  const rows = await db.query<{
    notification_id: number;
    message: string;
    event_message: string;
    link: string | null;
    target_id: number | null;
  }>(
    `select notification_id, message, event_message, link, target_id from notifications
      where user_id = $1 order by created_at desc, notification_id desc limit $2`,
    [userId, LIST_LIMIT],
  );
  return rows.map((row) => ({
    userProfileEventTypeNotificationId: row.notification_id,
    message: row.message,
    companyEventTypeNotificationMessage: row.event_message,
    link: row.link,
    targetId: row.target_id,
  }));
}

export async function countUnread(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'select count(*) as count from notifications where user_id = $1 and read_at is null',
    [userId],
  );
  return row?.count ?? 0;
}
