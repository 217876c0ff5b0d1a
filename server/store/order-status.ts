import { orderTexts } from '../../domain/messages/store.js';

/** Status texts of an order; orderTexts.paid enables the PDF receipt (spec 000 §4). */
export const orderStatusText = {
  pending: 'Pendiente de pago',
  paid: orderTexts.paid,
  rejected: 'La orden fue cancelada o rechazada por el banco',
} as const;
