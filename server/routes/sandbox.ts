import { returnPath } from '../payments/return-paths.js';
import { sandboxPage } from '../payments/sandbox-page.js';
import { decidePayment, findPayment } from '../payments/sandbox-store.js';
import type { Services } from '../services.js';
import { storeMessages } from '../store/store-messages.js';
import type { HandlerMap } from './handler.js';
import { NotFound } from '../domain-errors.js';

/**
 * The sandbox payment provider: its page and the buyer's decision. Both reply with HTML or a redirect, not
 * the JSON envelope, so they send the reply themselves (hence the `never` casts).
 */
export function sandboxHandlers({ db, clock }: Services) {
  return {
    async getSandboxPaymentPage({ params, reply }) {
      const payment = await findPayment(db, params.token);
      if (!payment) throw new NotFound(storeMessages.paymentNotFound);
      if (payment.status !== 'pending') return reply.redirect(returnPath(payment), 303) as never;
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(sandboxPage(payment)) as never;
    },

    async decideSandboxPayment({ params, reply }) {
      const payment = await decidePayment(db, params.token, params.decision, clock());
      if (!payment) throw new NotFound(storeMessages.paymentNotFound);
      return reply.redirect(returnPath(payment), 303) as never;
    },
  } satisfies Partial<HandlerMap>;
}
