import type { Queryable } from '../db/database.js';
import { invalidInput } from '../domain-errors.js';
import {
  countActiveUsers,
  findNewItemNotice,
  replaceItemAudience,
  type AudienceEventType,
  type AudienceKind,
} from './audience-store.js';

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
  if (ids.length > 0 && (await countActiveUsers(db, companyId, ids)) !== ids.length)
    throw invalidInput([{ field, message: 'Hay usuarios que no pertenecen a la empresa' }]);
  await replaceItemAudience(db, kind, itemId, ids);
}

/** The bell text the company set for a new item of this kind (spec 002 §3), or null when it does not notify. */
export async function newItemNotice(
  db: Queryable,
  companyId: number,
  eventType: AudienceEventType,
): Promise<string | null> {
  const row = await findNewItemNotice(db, companyId, eventType);
  const text = row?.text?.trim();
  return row?.notified && text ? text : null;
}
