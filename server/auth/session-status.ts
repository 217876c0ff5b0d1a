import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/database.js';
import { findSessionRecord, type SessionRecord } from './session-record-store.js';

/** How long a sign-in's status is trusted without asking the store (a change made elsewhere shows after it). */
export const SESSION_STATUS_TTL_MS = 5_000;

/** How changes reach every gateway: ended sign-ins close their live connections; changed people are re-read. */
export interface SessionAnnouncer {
  sessionsEnded(sessionIds: string[]): void;
  peopleChanged(userIds: number[]): void;
}

const silent: SessionAnnouncer = { sessionsEnded: () => {}, peopleChanged: () => {} };

/**
 * What a sign-in (a refresh-token family, the access token's `sid`) may do now, read from the store and cached
 * briefly so each request does not cost a query: whether it is live, and its person's current role, company
 * and membership. An access token only names the sign-in; role, deactivation and demotion come from here, so
 * they take effect on the next request once the cache forgets (at once on the gateway that made the change,
 * and on the others as soon as the announcement reaches them).
 */
export function createSessionStatus(db: Queryable, announce: SessionAnnouncer = silent) {
  // false: known dead (or not this person's), so a flood of revoked tokens costs no queries either.
  const cache = new LRUCache<string, SessionRecord | false>({ max: 10_000, ttl: SESSION_STATUS_TTL_MS });
  const forget = (sessionIds: string[]) => {
    for (const id of sessionIds) cache.delete(id);
  };
  const forgetPeople = (userIds: number[]) => {
    const people = new Set(userIds);
    for (const [id, record] of cache.entries()) if (record && people.has(record.userId)) cache.delete(id);
  };
  return {
    /** The sign-in's record when it is live and belongs to the person, else null. */
    async current(sessionId: string, userId: number, now: Date): Promise<SessionRecord | null> {
      const cached = cache.get(sessionId);
      if (cached !== undefined) return cached && cached.userId === userId ? cached : null;
      const record = await findSessionRecord(db, sessionId, now);
      cache.set(sessionId, record ?? false);
      return record && record.userId === userId ? record : null;
    },

    /** Forgets cached answers here only: another gateway announced these sign-ins ended. */
    forget,

    /** Forgets here only what is cached of these people's sign-ins: another gateway announced a change. */
    forgetPeople,

    /** These sign-ins ended: forget them here and tell every gateway. */
    ended(sessionIds: string[]): void {
      const unique = [...new Set(sessionIds)];
      if (unique.length === 0) return;
      forget(unique);
      announce.sessionsEnded(unique);
    },

    /** These people changed (a membership paid): their sign-ins go on, re-read on their next request. */
    changed(userIds: number[]): void {
      forgetPeople(userIds);
      announce.peopleChanged(userIds);
    },
  };
}

export type SessionStatus = ReturnType<typeof createSessionStatus>;
