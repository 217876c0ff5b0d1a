/** Spanish texts of store orders that the gateway sends or prints and the portal shows (spec 000 §4, §8). */
export const orderTexts = {
  /** The status name that enables the PDF receipt. */
  paid: 'La orden ha sido pagada',
  cancelled: 'La orden fue cancelada.',
  number: 'Número de orden',
} as const;
