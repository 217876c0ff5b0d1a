import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/database.js';
import { isFamilyLive } from './refresh-token-store.js';

/** How long a sign-in's status is trusted without asking the store (another gateway's revocation shows after it). */
const SESSION_STATUS_TTL_MS = 5_000;

/**
 * Whether a sign-in (a refresh-token family, the access token's `sid`) is still live, cached briefly so each
 * request does not cost a query. Revocations made by this gateway forget the cached answer at once.
 */
export function createSessionStatus(db: Queryable) {
  const cache = new LRUCache<string, boolean>({ max: 10_000, ttl: SESSION_STATUS_TTL_MS });
  return {
    async isLive(sessionId: string, now: Date): Promise<boolean> {
      const cached = cache.get(sessionId);
      if (cached !== undefined) return cached;
      const live = await isFamilyLive(db, sessionId, now);
      cache.set(sessionId, live);
      return live;
    },

    forget(sessionIds: string[]): void {
      for (const id of sessionIds) cache.delete(id);
    },
  };
}

export type SessionStatus = ReturnType<typeof createSessionStatus>;
