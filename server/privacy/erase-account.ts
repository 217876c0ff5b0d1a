import type { Services } from '../services.js';
import { eraseRows, filesToErase } from './erasure-store.js';

/**
 * Erases an account at once (docs/decisions/0309): its sign-ins end first, so every gateway closes its live
 * connections; then, in one transaction, what names the person goes or is emptied as `ERASURE` says; last,
 * their files leave the disk.
 */
export async function eraseAccount(
  { db, clock, uploads, refreshTokens }: Pick<Services, 'db' | 'clock' | 'uploads' | 'refreshTokens'>,
  userId: number,
): Promise<void> {
  const now = clock();
  await refreshTokens.revokeAll(userId, now);
  const files = await db.transaction(async (tx) => {
    const urls = await filesToErase(tx, userId);
    await eraseRows(tx, userId, now);
    return urls;
  });
  await uploads.release(userId, files);
}
