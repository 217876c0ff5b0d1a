import { currentUser } from '../auth/request-auth.js';
import { Code, fail, ok } from '../http/envelope.js';
import { paymentPageUrl } from '../payments/return-paths.js';
import { decidePayment, openMembershipPayment } from '../payments/sandbox-store.js';
import type { Services } from '../services.js';
import { findProducts, paymentMethodExists } from '../store/catalog-store.js';
import { findOrder, listOrders, listPendingOrders, placeOrder } from '../store/order-store.js';
import { priceCart, requestHash } from '../store/order-pricing.js';
import { orderStatusText } from '../store/order-status.js';
import { receiptPdf } from '../store/receipt-pdf.js';
import { DONATION_TYPE } from '../store/store-catalog-data.js';
import { MEMBERSHIP_FEE_CENTS, storeMessages } from '../store/store-messages.js';
import { findAccountById } from '../users/user-store.js';
import type { HandlerMap } from './handler.js';
import { Conflict, invalidInput, NotFound, orNotFound } from '../domain-errors.js';

/** Orders and payments: paying a cart (once per idempotency key), the membership, history and receipts. */
export function storeOrderHandlers({ db, clock, config, paymentTickets }: Services) {
  return {
    async payOrder({ request, body, headers }) {
      const user = currentUser(request);
      if (!config.paymentsSandbox) return fail(Code.failure, storeMessages.paymentsUnavailable);
      if (!(await paymentMethodExists(db, body.PaymentMethodId))) {
        throw invalidInput([{ field: 'PaymentMethodId', message: storeMessages.unknownPaymentMethod }]);
      }
      const ids = body.Products.map((line) => line.ProductId);
      const pricing = priceCart(body.Products, await findProducts(db, user.companyId, ids));
      if (pricing.kind === 'repeatedProduct') {
        throw invalidInput([{ field: 'Products', message: storeMessages.repeatedProduct }]);
      }
      if (pricing.kind === 'unknownProduct') {
        throw invalidInput([{ field: 'Products', message: storeMessages.unknownProduct }]);
      }
      if (pricing.kind === 'mixedTypes') {
        throw invalidInput([{ field: 'Products', message: storeMessages.mixedCart }]);
      }
      const hash = requestHash(body.Products, body.PaymentMethodId);
      const placed = await placeOrder(db, {
        userId: user.userId,
        idempotencyKey: headers['Idempotency-Key'],
        requestHash: hash,
        paymentMethodId: body.PaymentMethodId,
        productType: pricing.productType,
        totalCents: pricing.totalCents,
        lines: pricing.lines,
        now: clock(),
      });
      if (placed.requestHash !== hash) throw new Conflict(storeMessages.keyReused);
      const ticket = paymentTickets.issue(
        { token: placed.token, user_id: user.userId, order_id: placed.orderId },
        clock(),
      );
      return ok({ orderId: placed.orderId, redirectUrl: paymentPageUrl(ticket) }, storeMessages.orderCreated);
    },

    async payMembership({ request }) {
      const user = currentUser(request);
      const account = await findAccountById(db, user.userId);
      if (!account?.membership_required) throw new Conflict(storeMessages.membershipPaid);
      if (!config.paymentsSandbox) return fail(Code.failure, storeMessages.paymentsUnavailable);
      const now = clock();
      const token = await openMembershipPayment(db, user.userId, MEMBERSHIP_FEE_CENTS, now);
      const ticket = paymentTickets.issue({ token, user_id: user.userId, order_id: null }, now);
      return ok({ orderId: null, redirectUrl: paymentPageUrl(ticket) }, storeMessages.membershipStarted);
    },

    getPurchaseOrders: async ({ request, query }) =>
      ok(await listOrders(db, currentUser(request).userId, query.pageIndex ?? 1, query.pageSize ?? 5)),

    async getPendingOrders({ request }) {
      const userId = currentUser(request).userId;
      const now = clock();
      const orders = await listPendingOrders(db, userId);
      // Each resumes through a fresh signed ticket, as PayOrder's own link does.
      return ok(
        orders.map(({ token, ...order }) => ({
          ...order,
          paymentUrl: paymentPageUrl(
            paymentTickets.issue({ token, user_id: userId, order_id: order.orderId }, now),
          ),
        })),
      );
    },

    // Cancelling is the buyer rejecting the payment: the sandbox records it once, with the order.
    async cancelPendingOrder({ request, query }) {
      const userId = currentUser(request).userId;
      const pending = (await listPendingOrders(db, userId)).find((o) => o.orderId === query.orderId);
      if (!pending) {
        const order = await findOrder(db, userId, query.orderId);
        throw order ? new Conflict(storeMessages.orderNotPending) : new NotFound(storeMessages.orderNotFound);
      }
      await decidePayment(db, pending.token, 'reject', clock());
      return ok((await findOrder(db, userId, query.orderId)) ?? null, storeMessages.orderCancelled);
    },

    async getPurchaseOrderDetail({ request, query }) {
      const order = orNotFound(
        await findOrder(db, currentUser(request).userId, query.id),
        storeMessages.orderNotFound,
      );
      return ok(order);
    },

    async downloadSaleAsPdf({ request, query, reply }) {
      const order = orNotFound(
        await findOrder(db, currentUser(request).userId, query.orderId),
        storeMessages.orderNotFound,
      );
      if (order.status !== orderStatusText.paid) {
        throw new Conflict(storeMessages.receiptNotReady);
      }
      const pdf = await receiptPdf(order, order.productType === DONATION_TYPE, config.timeZone);
      // The contract's 200 is a PDF, not the JSON envelope, so the reply is sent here rather than returned.
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="recibo-${order.orderNumber}.pdf"`)
        .send(Buffer.from(pdf));
    },
  } satisfies Partial<HandlerMap>;
}
