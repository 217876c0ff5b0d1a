import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';

type PaymentStatus = 'pending' | 'approved' | 'rejected';
export type Decision = 'approve' | 'reject';

export interface SandboxPayment {
  token: string;
  kind: 'order' | 'membership';
  order_id: number | null;
  order_number: string | null;
  user_id: number;
  amount_cents: number;
  status: PaymentStatus;
}

/** The payment's unguessable id; the page opens only with a signed ticket for it (payment-tickets.ts). */
export const createPaymentToken = (): string => randomBytes(24).toString('base64url');

export function findPayment(db: Queryable, token: string) {
  return firstRow<SandboxPayment>(
    db,
    `select p.*, o.order_number from sandbox_payments p left join purchase_orders o using (order_id)
      where p.token = $1`,
    [token],
  );
}

/**
 * Records the buyer's decision once: only a pending payment changes, together with its order (paid or
 * rejected) or, for a membership, the person's membership. A second decision keeps the first.
 */
export async function decidePayment(
  db: Database,
  token: string,
  decision: Decision,
  now: Date,
): Promise<SandboxPayment | undefined> {
  const status: PaymentStatus = decision === 'approve' ? 'approved' : 'rejected';
  await db.transaction(async (tx) => {
    const payment = await firstRow<SandboxPayment>(
      tx,
      `update sandbox_payments set status = $2, decided_at = $3 where token = $1 and status = 'pending'
        returning *`,
      [token, status, now],
    );
    if (!payment) return;
    if (payment.order_id !== null) {
      await tx.query('update purchase_orders set status = $2, decided_at = $3 where order_id = $1', [
        payment.order_id,
        status === 'approved' ? 'paid' : 'rejected',
        now,
      ]);
    } else if (status === 'approved') {
      await tx.query('update users set membership_required = false where user_id = $1', [payment.user_id]);
    }
  });
  return findPayment(db, token);
}

/** The person's open membership payment, created on first request (one open payment at most). */
export async function openMembershipPayment(
  db: Database,
  userId: number,
  amountCents: number,
  now: Date,
): Promise<string> {
  await db.query(
    `insert into sandbox_payments (token, kind, user_id, amount_cents, status, created_at)
     values ($1, 'membership', $2, $3, 'pending', $4) on conflict do nothing`,
    [createPaymentToken(), userId, amountCents, now],
  );
  const row = await firstRow<{ token: string }>(
    db,
    `select token from sandbox_payments where user_id = $1 and kind = 'membership' and status = 'pending'`,
    [userId],
  );
  if (!row) throw new Error('The open membership payment vanished');
  return row.token;
}
