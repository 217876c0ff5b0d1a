import type { CartEvent, PaymentRedirect } from './cart.types';
import type { DoneSamples, ErrorSamples, EventSamples } from './samples';

const coffee = {
  productId: 1,
  providerId: 1,
  providerName: 'Café Arcoíris',
  providerLogo: '/files/store/cafe-arcoiris.svg',
  name: 'Café americano grande',
  price: 36,
  code: 'CAF-AMER',
  urlImage: '/files/store/cafe-arcoiris-product.svg',
  description: 'Americano de 16 oz con granos de Chiapas',
};

/** Example data for the statechart studio and the QA path tool (docs/statechart-studio.md). */
export const cartSamples: EventSamples<CartEvent> &
  DoneSamples<{ openPayment: PaymentRedirect }> &
  ErrorSamples<'openPayment'> = {
  // One product keeps the walk over quantities small enough for the path tool to compare whole contexts.
  'cart.add': [{ product: coffee }],
  'cart.changeQuantity': [{ productId: 1, quantity: 3 }],
  'cart.removeProduct': [{ productId: 1 }],
  'cart.removeGroup': [{ providerId: 1 }],
  'cart.choosePaymentMethod': [{ paymentMethodId: 1 }],
  'cart.pay': [{ checkoutKey: '6f1c2b9e-3d4a-4c5b-9e8f-0a1b2c3d4e5f' }],
  'cart.orderSucceeded': [{}],
  'cart.paymentCanceled': [{}],
  'xstate.done.actor.openPayment': [{ output: { orderId: 1001, redirectUrl: '/api/sandbox/pay/ejemplo' } }],
  'xstate.error.actor.openPayment': [
    { error: { message: 'El servicio no se encuentra disponible temporalmente' } },
  ],
};
