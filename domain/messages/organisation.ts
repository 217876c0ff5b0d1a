/** Spanish texts of the organisation console that the gateway sends and the portal shows (spec 002 §5, §8). */
export const orgTexts = {
  videoMissing: '¡Falta un video para tu publicación!',
  imageMissing: '¡Falta una imagen para tu publicación!',
  updateFailed: 'Error al actualizar el tipo de evento',
  createFailed: 'Error al crear el tipo de evento',
  deactivateFailed: 'Error al desactivar el grupo',
  deactivateFailed2: 'Error al desactivar el tipo de evento',
  deactivateFailed3: 'Error al desactivar la categoría',
  deactivateFailed4: 'Error al desactivar la sucursal',
  logoMissing: 'No hay un logotipo para el sitio',
} as const;
