import type { components } from '../openapi/generated/schema';
import type { CartGroup, CartProduct } from './cart-lines';

/*
 * The cart machine's types, apart from the machine: cart.samples.ts checks against them without importing
 * the machine, which imports the samples.
 */

type PayOrderPayload = components['schemas']['PayOrderPayload'];
export type PaymentRedirect = components['schemas']['PaymentRedirect'];

export interface CartInput {
  groups: CartGroup[];
  paymentMethodId: number | null;
  checkoutKey: string | null;
}

export type CartContext = CartInput;

export interface OpenPaymentInput {
  payload: PayOrderPayload;
  checkoutKey: string;
}

export type CartEvent =
  | { type: 'cart.add'; product: CartProduct }
  | { type: 'cart.changeQuantity'; productId: number; quantity: number }
  | { type: 'cart.removeProduct'; productId: number }
  | { type: 'cart.removeGroup'; providerId: number }
  | { type: 'cart.choosePaymentMethod'; paymentMethodId: number }
  /** checkoutKey: a fresh key offered by the UI; an unfinished checkout keeps its own. */
  | { type: 'cart.pay'; checkoutKey: string }
  | { type: 'cart.orderSucceeded' }
  | { type: 'cart.paymentCanceled' };
