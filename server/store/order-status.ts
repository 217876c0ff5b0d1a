/** Status texts of an order; 'La orden ha sido pagada' enables the PDF receipt (spec 000 §4). */
export const orderStatusText = {
  pending: 'Pendiente de pago',
  paid: 'La orden ha sido pagada',
  rejected: 'La orden fue cancelada o rechazada por el banco',
} as const;
