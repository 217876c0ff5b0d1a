import type { SandboxPayment } from './sandbox-store.js';

/**
 * Where the sandbox sends the buyer back: the portal's routes (spec 000 §2) — the purchase success page
 * /order-details/{id}, the payment success page after a membership, and /canceled. The SPA route table
 * declares the same paths; the gateway cannot import it.
 */
const portalPaths = {
  orderDetails: (orderId: number) => `/order-details/${orderId}`,
  paymentSuccess: '/payment-success?membership=1',
  canceled: '/canceled',
} as const;

/** The URL the payment page opens at (the contract's sandbox path under the API base), with its signed ticket. */
export const paymentPageUrl = (ticket: string) => `/api/sandbox/pay/${ticket}`;

export function returnPath(payment: SandboxPayment): string {
  if (payment.status === 'rejected') return portalPaths.canceled;
  if (payment.order_id !== null) return portalPaths.orderDetails(payment.order_id);
  return portalPaths.paymentSuccess;
}
