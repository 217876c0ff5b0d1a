import type { Queryable } from '../db/database.js';
import { invalidInput } from '../domain-errors.js';

/** The kinds of item that can be aimed at an audience; each area keeps its items' ids under its own kind. */
export type AudienceKind = 'survey' | 'post' | 'gallery' | 'talk' | 'course';

/** The event type whose company setting says whether items of a kind are aimed at a chosen audience. */
export type AudienceEventType = 'Curso' | 'Auditorio' | 'Encuesta';

/**
 * SQL condition: the item whose id is `itemIdSql` is visible to the person in `userParam` (a placeholder such as
 * `$2`, or `null` for a visitor): it has no audience, or that person is in it. `kind` is a literal of the union,
 * never user input, so it is safe to inline.
 */
export function visibleToUser(kind: AudienceKind, itemIdSql: string, userParam: string): string {
  return `(not exists (select 1 from item_audiences ia where ia.item_kind = '${kind}' and ia.item_id = ${itemIdSql})
    or exists (select 1 from item_audiences ia where ia.item_kind = '${kind}' and ia.item_id = ${itemIdSql}
      and ia.user_id = ${userParam}))`;
}

/** Whether one item is visible to one person (or to a visitor, `null`). */
export async function canSee(
  db: Queryable,
  kind: AudienceKind,
  itemId: number,
  userId: number | null,
): Promise<boolean> {
  const [row] = await db.query<{ visible: boolean }>(
    `select ${visibleToUser(kind, '$1::int', '$2::int')} as visible`,
    [itemId, userId],
  );
  return row?.visible ?? false;
}

/** The people an item is aimed at; empty when it is for the whole company. */
export async function itemAudience(db: Queryable, kind: AudienceKind, itemId: number): Promise<number[]> {
  const rows = await db.query<{ user_id: number }>(
    'select user_id from item_audiences where item_kind = $1 and item_id = $2 order by user_id',
    [kind, itemId],
  );
  return rows.map((r) => r.user_id);
}

/**
 * Replaces an item's audience. Every id must be an active person of the company (the server's truth behind the
 * picker); an empty list aims the item at everyone. Run it inside the transaction that saves the item.
 */
export async function setItemAudience(
  db: Queryable,
  companyId: number,
  kind: AudienceKind,
  itemId: number,
  userIds: readonly number[],
  field = 'users',
): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length > 0) {
    const [row] = await db.query<{ known: number }>(
      'select count(*)::int as known from users where company_id = $1 and active and user_id = any($2::int[])',
      [companyId, ids],
    );
    if ((row?.known ?? 0) !== ids.length)
      throw invalidInput([{ field, message: 'Hay usuarios que no pertenecen a la empresa' }]);
  }
  await db.query('delete from item_audiences where item_kind = $1 and item_id = $2', [kind, itemId]);
  if (ids.length > 0)
    await db.query(
      `insert into item_audiences (item_kind, item_id, user_id)
       select $1, $2, unnest($3::int[])`,
      [kind, itemId, ids],
    );
}

/** Whether the company aims items of this event type at a chosen audience (its active event-type setting). */
export async function isAudienceAddressed(
  db: Queryable,
  companyId: number,
  eventType: AudienceEventType,
): Promise<boolean> {
  const [row] = await db.query<{ addressed: boolean }>(
    `select c.is_audience_addressed as addressed
       from company_event_types c join event_types e on e.event_type_id = c.event_type_id
      where c.company_id = $1 and c.active and e.event_type_name = $2`,
    [companyId, eventType],
  );
  return row?.addressed ?? false;
}

/** The bell text the company set for a new item of this kind (spec 002 §3), or null when it does not notify. */
export async function newItemNotice(
  db: Queryable,
  companyId: number,
  eventType: AudienceEventType,
): Promise<string | null> {
  const [row] = await db.query<{ notified: boolean; text: string | null }>(
    `select c.is_notified as notified, c.notification_text as text
       from company_event_types c join event_types e on e.event_type_id = c.event_type_id
      where c.company_id = $1 and c.active and e.event_type_name = $2`,
    [companyId, eventType],
  );
  const text = row?.text?.trim();
  return row?.notified && text ? text : null;
}
