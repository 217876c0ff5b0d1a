import type { Queryable } from '../db/database.js';
import { findPayment, type SandboxPayment } from './sandbox-store.js';
import { createTicketSigner } from './signed-ticket.js';

/** How long a payment page link works; asking to pay again (same checkout) gives a fresh one. */
export const PAYMENT_TICKET_MINUTES = 30;

interface TicketSubject {
  token: string;
  user_id: number;
  order_id: number | null;
}

const subjectOf = (s: TicketSubject) => `${s.token}|${s.user_id}|${s.order_id ?? 'membership'}`;

/**
 * Signed links to the sandbox payment page, bound to the payment, its buyer and its order: a link for one
 * order does not open another, and the decision is taken once.
 */
export function createPaymentTickets(jwtKey: Uint8Array) {
  const signer = createTicketSigner(jwtKey, 'sandbox-payment-ticket', PAYMENT_TICKET_MINUTES);
  return {
    issue: (subject: TicketSubject, now: Date): string =>
      signer.issue(subject.token, subjectOf(subject), now),

    /** The payment a ticket opens, or undefined when it is unknown, altered, for another order or expired. */
    async open(db: Queryable, ticket: string, now: Date): Promise<SandboxPayment | undefined> {
      const read = signer.read(ticket, now);
      if (!read) return undefined;
      const payment = await findPayment(db, read.id);
      return payment && read.signs(subjectOf(payment)) ? payment : undefined;
    },
  };
}

export type PaymentTickets = ReturnType<typeof createPaymentTickets>;
