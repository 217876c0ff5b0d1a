/** Workbox keeps the precached shell of every version in caches named like this. */
const PRECACHE_PREFIX = 'workbox-precache';

export interface UpdateEnvironment {
  cacheNames(): Promise<string[]>;
  deleteCache(name: string): Promise<boolean>;
  /** Tells the waiting worker to take over; the page reloads when it controls it. */
  activateWaiting(): void;
}

/**
 * Dismissing 'Actualización disponible' (spec 000 §4): every cache the old version filled is deleted, then
 * the new worker takes over. The precache is the new worker's own copy of the shell, already written when it
 * installed (it drops the old version's entries itself), so it stays: the app keeps opening offline
 * (docs/decisions/0181-update-notice.md).
 */
export async function applyUpdate(environment: UpdateEnvironment): Promise<void> {
  const names = await environment.cacheNames();
  await Promise.all(
    names.filter((name) => !name.startsWith(PRECACHE_PREFIX)).map((name) => environment.deleteCache(name)),
  );
  environment.activateWaiting();
}
