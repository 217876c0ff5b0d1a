import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';

const SETTING = 'live_namespace';

/**
 * The portal's identity in Redis (docs/decisions/0280): LIVE_NAMESPACE when set, otherwise a random id the first
 * gateway stores in the database, so every gateway on one database shares a channel space and no other portal
 * on the same Redis does.
 */
export async function liveNamespace(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db.query('insert into portal_settings (name, value) values ($1, $2) on conflict (name) do nothing', [
    SETTING,
    randomBytes(12).toString('hex'),
  ]);
  const row = await firstRow<{ value: string }>(db, 'select value from portal_settings where name = $1', [
    SETTING,
  ]);
  if (!row) throw new Error('The portal settings lost the live namespace');
  return row.value;
}
