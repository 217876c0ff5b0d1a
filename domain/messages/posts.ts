/** Spanish texts of posts that the gateway sends and the portal shows or checks itself (spec 001 §5; spec 002 §5). */
export const postTexts = {
  notFound: 'La publicación no existe o ya no está disponible.',
  imageMissing: 'No hay una imagen para la publicación',
} as const;
