import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { findPayment, type SandboxPayment } from './sandbox-store.js';

/** How long a payment page link works; asking to pay again (same checkout) gives a fresh one. */
export const PAYMENT_TICKET_MINUTES = 30;

interface TicketSubject {
  token: string;
  user_id: number;
  order_id: number | null;
}

/**
 * Signed links to the sandbox payment page: `{payment}.{expiry}.{signature}`, the signature an HMAC over the
 * payment, its buyer, its order and the expiry. Knowing a payment's id (from the database, a log) is not
 * enough to decide it, a link for one order does not open another, and the decision is taken once.
 */
export function createPaymentTickets(jwtKey: Uint8Array) {
  const key = createHmac('sha256', jwtKey).update('sandbox-payment-ticket').digest();
  const sign = (subject: TicketSubject, expiry: number) =>
    createHmac('sha256', key)
      .update(`${subject.token}|${subject.user_id}|${subject.order_id ?? 'membership'}|${expiry}`)
      .digest('base64url');

  return {
    issue(subject: TicketSubject, now: Date): string {
      const expiry = Math.floor(now.getTime() / 1000) + PAYMENT_TICKET_MINUTES * 60;
      return `${subject.token}.${expiry}.${sign(subject, expiry)}`;
    },

    /** The payment a ticket opens, or undefined when it is unknown, altered, for another order or expired. */
    async open(db: Queryable, ticket: string, now: Date): Promise<SandboxPayment | undefined> {
      const [token, expiryText, signature] = ticket.split('.');
      const expiry = Number(expiryText);
      if (!token || !signature || !Number.isInteger(expiry) || expiry * 1000 <= now.getTime())
        return undefined;
      const payment = await findPayment(db, token);
      if (!payment) return undefined;
      const expected = Buffer.from(sign(payment, expiry));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? payment : undefined;
    },
  };
}

export type PaymentTickets = ReturnType<typeof createPaymentTickets>;
