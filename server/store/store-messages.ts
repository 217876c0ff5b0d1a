import { orderTexts } from '../../domain/messages/store.js';

/** Spanish texts the store's gateway calls answer with (kept apart from the shared messages). */
export const storeMessages = {
  orderCreated: 'Tu orden fue creada, continúa con el pago.',
  unknownProduct: 'Uno de los productos ya no está disponible.',
  repeatedProduct: 'Un producto aparece más de una vez en la orden. Junta sus cantidades en una sola línea.',
  mixedCart: 'Los donativos y los productos se pagan por separado.',
  unknownPaymentMethod: 'El método de pago no existe.',
  keyReused: 'La clave de pago ya se usó con otro carrito. Vuelve a intentarlo.',
  orderNotFound: 'La orden no existe.',
  orderNotPending: 'La orden ya no está pendiente de pago.',
  orderCancelled: orderTexts.cancelled,
  receiptNotReady: 'El recibo está disponible cuando la orden ha sido pagada.',
  membershipPaid: 'Tu membresía ya está pagada.',
  membershipStarted: 'Continúa con el pago de tu membresía.',
  paymentNotFound: 'El pago no existe.',
  paymentsUnavailable: 'Los pagos no están disponibles por ahora. Inténtalo más tarde.',
} as const;

/** The membership fee, in cents. */
export const MEMBERSHIP_FEE_CENTS = 29_900;
