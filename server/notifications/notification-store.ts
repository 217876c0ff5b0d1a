import type { Queryable } from '../db/database.js';
import { numberOf } from '../db/query-rows.js';

const LIST_LIMIT = 50;

export async function listNotifications(db: Queryable, userId: number) {
  const rows = await db.query<{
    notification_id: number;
    message: string;
    event_message: string;
    link: string | null;
    target_id: number | null;
    created_at: Date;
    read_at: Date | null;
  }>(
    `select notification_id, message, event_message, link, target_id, created_at, read_at from notifications
      where user_id = $1 order by created_at desc, notification_id desc limit $2`,
    [userId, LIST_LIMIT],
  );
  return rows.map((row) => ({
    userProfileEventTypeNotificationId: row.notification_id,
    message: row.message,
    companyEventTypeNotificationMessage: row.event_message,
    link: row.link,
    targetId: row.target_id,
    date: row.created_at.toISOString(),
    read: row.read_at !== null,
  }));
}

export async function countUnread(db: Queryable, userId: number): Promise<number> {
  return numberOf(db, 'select count(*) as value from notifications where user_id = $1 and read_at is null', [
    userId,
  ]);
}

/** What an area tells one person: the bell lists it, and the live hub delivers it once that exists. */
export interface NewNotification {
  userId: number;
  message: string;
  /** The kind of event, as the bell shows it under the message (e.g. 'Bolsa de trabajo'). */
  eventMessage: string;
  /** Where a click on it goes, a route of the portal. */
  link: string | null;
  targetId: number | null;
}

/** Stores a notification; call it inside the transaction that makes the change it tells of. */
export async function addNotification(db: Queryable, at: Date, n: NewNotification): Promise<void> {
  await db.query(
    `insert into notifications (user_id, message, event_message, link, target_id, created_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [n.userId, n.message, n.eventMessage, n.link, n.targetId, at],
  );
}

/** The bell was opened: everything it listed is now read. */
export async function markAllRead(db: Queryable, userId: number, at: Date): Promise<number> {
  const rows = await db.query<{ id: number }>(
    'update notifications set read_at = $2 where user_id = $1 and read_at is null returning notification_id as id',
    [userId, at],
  );
  return rows.length;
}
