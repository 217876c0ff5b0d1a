import type { Database } from '../db/database.js';
import { countEventsSince, deleteEventsUntil, insertEvent, lockBucket } from './throttle-store.js';

interface ThrottleRule {
  /** The bucket's namespace; the key (an account, a client address) follows it after a colon. */
  prefix: string;
  /** Events admitted per window. */
  limit: number;
  windowMinutes: number;
}

/**
 * What may happen only a few times per sliding window (docs/decisions/0212-event-throttle.md). Per account
 * limits keep anyone from flooding one person's mailbox; per address limits keep one client from spraying
 * many accounts or a mailbox behind a form, while an office behind one NAT stays well below them.
 */
export const throttles = {
  /** Reset mails one account receives. */
  resetMailPerAccount: { prefix: 'reset:account', limit: 3, windowMinutes: 60 },
  /** Reset requests one client address makes, whatever the address asked about. */
  resetRequestPerAddress: { prefix: 'reset:ip', limit: 20, windowMinutes: 60 },
  /** "You already have an account" mails one account receives from registrations of its address. */
  registeredNoticePerAccount: { prefix: 'register:account', limit: 3, windowMinutes: 60 },
  /** Verification links for a new additional e-mail one member asks for. */
  additionalEmailPerAccount: { prefix: 'additional:account', limit: 5, windowMinutes: 60 },
  /** Messages of the footer contact form from one client address. */
  contactPerAddress: { prefix: 'contact:ip', limit: 5, windowMinutes: 60 },
  /** Messages of the /help form from one client address. */
  helpPerAddress: { prefix: 'help:ip', limit: 5, windowMinutes: 60 },
  /** "Mis datos" files one person downloads: each is a full read of what the portal holds about them. */
  myDataPerAccount: { prefix: 'mydata:account', limit: 5, windowMinutes: 60 },
  /** The same files HR downloads for the company's people (ARCO requests), counted per HR user. */
  personDataPerAccount: { prefix: 'persondata:account', limit: 20, windowMinutes: 60 },
  /** Accounts one HR user erases (ARCO requests): a stolen HR session cannot empty a company in a minute. */
  erasuresPerAccount: { prefix: 'erasures:account', limit: 10, windowMinutes: 60 },
} as const satisfies Record<string, ThrottleRule>;

export type ThrottleName = keyof typeof throttles;

const longestWindowMinutes = Math.max(...Object.values(throttles).map((rule) => rule.windowMinutes));
const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

/**
 * Counts one event of `name` for `key` unless its window already holds the limit; whether it was admitted.
 * Events older than every window are forgotten on the way.
 */
export async function admit(
  db: Database,
  name: ThrottleName,
  key: string | number,
  now: Date,
): Promise<boolean> {
  const rule: ThrottleRule = throttles[name];
  const bucket = `${rule.prefix}:${String(key).toLowerCase()}`;
  await deleteEventsUntil(db, minutesBefore(now, longestWindowMinutes));
  return db.transaction(async (tx) => {
    await lockBucket(tx, bucket);
    const events = await countEventsSince(tx, bucket, minutesBefore(now, rule.windowMinutes));
    if (events >= rule.limit) return false;
    await insertEvent(tx, bucket, now);
    return true;
  });
}
