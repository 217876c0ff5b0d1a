import type { Queryable } from '../db/database.js';
import { numberOf } from '../db/query-rows.js';
import { lockNamespaces } from '../db/advisory-locks.js';

/** Holds the bucket's lock until the transaction ends, so two gateways count one bucket in turn. */
export async function lockBucket(tx: Queryable, bucket: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [lockNamespaces.throttle, bucket]);
}

export async function countEventsSince(tx: Queryable, bucket: string, since: Date): Promise<number> {
  return numberOf(
    tx,
    'select count(*)::int as value from throttle_events where bucket = $1 and occurred_at > $2',
    [bucket, since],
  );
}

export async function insertEvent(tx: Queryable, bucket: string, at: Date): Promise<void> {
  await tx.query('insert into throttle_events (bucket, occurred_at) values ($1, $2)', [bucket, at]);
}

/** Forgets every bucket's events at or before `cutoff`. */
export async function deleteEventsUntil(db: Queryable, cutoff: Date): Promise<void> {
  await db.query('delete from throttle_events where occurred_at <= $1', [cutoff]);
}
