import type { Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';

export interface Retention {
  chatDays: number | null;
  notificationDays: number | null;
}

export async function findRetention(db: Queryable, companyId: number): Promise<Retention> {
  const row = await firstRow<Retention>(
    db,
    `select chat_retention_days as "chatDays", notification_retention_days as "notificationDays"
       from companies where company_id = $1`,
    [companyId],
  );
  return row ?? { chatDays: null, notificationDays: null };
}

export async function saveRetention(db: Queryable, companyId: number, r: Retention): Promise<void> {
  await db.query(
    'update companies set chat_retention_days = $2, notification_retention_days = $3 where company_id = $1',
    [companyId, r.chatDays, r.notificationDays],
  );
}

/** The companies that keep something for a limited time. */
export function companiesWithRetention(db: Queryable) {
  return db.query<Retention & { companyId: number }>(
    `select company_id as "companyId", chat_retention_days as "chatDays",
            notification_retention_days as "notificationDays"
       from companies
      where chat_retention_days is not null or notification_retention_days is not null`,
  );
}

/** Removes a company's chat messages sent before `before`; how many. */
export async function removeChatBefore(db: Queryable, companyId: number, before: Date): Promise<number> {
  const rows = await db.query(
    'delete from chat_messages where company_id = $1 and sent_at < $2 returning chat_message_id',
    [companyId, before],
  );
  return rows.length;
}

/** Removes the notifications of a company's people created before `before`; how many. */
export async function removeNotificationsBefore(
  db: Queryable,
  companyId: number,
  before: Date,
): Promise<number> {
  const rows = await db.query(
    `delete from notifications n using users u
      where u.user_id = n.user_id and u.company_id = $1 and n.created_at < $2
      returning n.notification_id`,
    [companyId, before],
  );
  return rows.length;
}
