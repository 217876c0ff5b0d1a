import type { Queryable } from '../db/database.js';
import { countListedEntries } from './directory-store.js';

/**
 * The home wall's directoryInfoWidget (spec 000 §2): how many services the company's directory lists now,
 * i.e. its authorized entries still valid on the company day `today` (docs/decisions/0126-directory-widget.md,
 * 0194).
 */
export async function directoryInfoWidget(
  db: Queryable,
  companyId: number,
  today: string,
): Promise<{ quantity: number }> {
  return { quantity: await countListedEntries(db, companyId, today) };
}
