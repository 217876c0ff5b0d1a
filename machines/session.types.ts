import type { StoredSession } from '../domain/session';

/*
 * The session machine's types, apart from the machine: session.samples.ts checks against them without
 * importing the machine, which imports the samples.
 */

export interface SessionContext {
  session: StoredSession | null;
}

/** A renewed session and when the renewal finished (epoch ms), which decides whether the page reloads. */
export interface RefreshOutcome {
  session: StoredSession;
  refreshedAt: number;
}

export type SessionEvent =
  | { type: 'session.signedIn'; session: StoredSession }
  | { type: 'session.logout' }
  /** The gateway answered 401. */
  | { type: 'session.unauthorized' }
  /** The client's own refresh failed and it already cleared storage. */
  | { type: 'session.expired' }
  /** Another tab changed the stored session (null: it signed out). */
  | { type: 'session.synced'; session: StoredSession | null }
  /** The browser has a connection again. */
  | { type: 'session.online' }
  /** The gateway refused a call because the sign-in still owes its membership (403 '11'). */
  | { type: 'session.membershipNeeded' };
