import { returnPath } from '../payments/return-paths.js';
import { sandboxPage } from '../payments/sandbox-page.js';
import { decidePayment } from '../payments/sandbox-store.js';
import type { Services } from '../services.js';
import { storeMessages } from '../store/store-messages.js';
import type { HandlerMap } from './handler.js';
import { orNotFound } from '../domain-errors.js';

/**
 * The sandbox payment provider: its page and the buyer's decision, both only with the signed ticket the
 * buyer's PayOrder or PayMembership returned (absent altogether unless PAYMENTS_SANDBOX is on). Both reply
 * with HTML or a redirect, not the JSON envelope, so they send the reply themselves (hence the `never` casts).
 */
export function storeSandboxHandlers({ db, clock, paymentTickets, sessions }: Services) {
  async function paymentOf(ticket: string) {
    return orNotFound(await paymentTickets.open(db, ticket, clock()), storeMessages.paymentNotFound);
  }

  return {
    async getSandboxPaymentPage({ params, reply }) {
      const payment = await paymentOf(params.token);
      if (payment.status !== 'pending') return reply.redirect(returnPath(payment), 303);
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(sandboxPage(payment, params.token));
    },

    async decideSandboxPayment({ params, reply }) {
      const { token } = await paymentOf(params.token);
      const payment = orNotFound(
        await decidePayment(db, token, params.decision, clock()),
        storeMessages.paymentNotFound,
      );
      // A paid membership opens the rest of the portal to the sign-in that paid it, on its next request.
      if (payment.kind === 'membership' && payment.status === 'approved') sessions.changed([payment.user_id]);
      return reply.redirect(returnPath(payment), 303);
    },
  } satisfies Partial<HandlerMap>;
}
