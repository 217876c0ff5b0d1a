/** Spanish texts of the directory that the gateway sends and the portal shows or checks itself (spec 001 §5, §8). */
export const directoryTexts = {
  title: 'Economía Incluyente',
  added: 'El Servicio se añadió correctamente.',
  updated: 'El Servicio se actualizó correctamente.',
  approved: 'Publicación aceptada exitosamente',
  rejected: 'Publicación rechazada exitosamente',
  notFound: 'el registro que está buscando no existe o ha sido dado de baja.',
  removed: 'El directorio ha sido dado de baja',
  rewardsOn: 'Las recompensas se habilitaron para esta publicación.',
  rewardsOff: 'Las recompensas se deshabilitaron para esta publicación.',
  minThree: 'Escribe al menos 3 caracteres.',
  category: 'Falta seleccionar un Categoría, revísalo por favor',
  state: 'Falta seleccionar un Estado, revísalo por favor',
  images: (n: number) => `Solo se admitiran ${n} imagenes.`,
  web: 'Escribe una dirección que empiece con https://',
  letters: 'Solo letras, hasta 100 caracteres.',
  cardNumber: 'El número de tarjeta no es válido.',
  brand: 'Solo aceptamos Visa, Mastercard y American Express.',
  expiry: 'La fecha de vencimiento no es válida.',
  cvv: (digits: number) => `El código de seguridad debe tener ${digits} dígitos.`,
  cardVerified: 'Tarjeta verificada con éxito',
  cardRefused: 'No pudimos registrar la tarjeta: datos incorrectos o saldo insuficiente',
  cardSaveFailed: 'Error al guardar la tarjeta',
} as const;

/** Directory publication statuses (spec 001 §4; 4 is what "Dar de Baja" leaves). */
export const directoryStatusNames: Record<number, string> = {
  1: 'En trámite',
  2: 'Autorizado',
  3: 'Rechazado',
  4: 'Dado de baja',
};
