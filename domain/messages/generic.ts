/** Spanish texts of the generic sections that the gateway sends and the console shows or checks itself (spec 002 §5, §8). */
export const genericTexts = {
  contactTypeRequired: 'El tipo de contacto es requerido',
  contactValueRequired: 'El valor del contacto es requerido',
  noMain: 'Es necesario un contacto principal en la lista de redes sociales y enlaces.',
  duplicate: 'Este contacto ya existe en la lista',
  imageMissing: 'La imagen de la publicación es requerida',
  noContacts: 'La publicación no tiene opciones de contacto',
  updated: 'Publicación actualizada con éxito',
  deleted: 'Publicación eliminada con éxito',
  onlyOneMain: 'Sólo puedes seleccionar un contacto como principal',
} as const;
