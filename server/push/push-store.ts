import type { Queryable } from '../db/database.js';

export interface PushSubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Keeps a browser's subscription for a person; a browser that signs in as someone else moves with them. */
export async function saveSubscription(
  db: Queryable,
  userId: number,
  sub: PushSubscriptionRow,
  at: Date,
): Promise<void> {
  await db.query(
    `insert into push_subscriptions (endpoint, user_id, p256dh, auth, created_at) values ($1, $2, $3, $4, $5)
     on conflict (endpoint) do update set user_id = $2, p256dh = $3, auth = $4`,
    [sub.endpoint, userId, sub.p256dh, sub.auth, at],
  );
}

export async function deleteSubscription(db: Queryable, userId: number, endpoint: string): Promise<void> {
  await db.query('delete from push_subscriptions where endpoint = $1 and user_id = $2', [endpoint, userId]);
}

/** Forgets an endpoint the push service says is gone (404 or 410). */
export async function forgetEndpoint(db: Queryable, endpoint: string): Promise<void> {
  await db.query('delete from push_subscriptions where endpoint = $1', [endpoint]);
}

export async function subscriptionsOf(db: Queryable, userId: number): Promise<PushSubscriptionRow[]> {
  return db.query<PushSubscriptionRow>(
    'select endpoint, p256dh, auth from push_subscriptions where user_id = $1',
    [userId],
  );
}
