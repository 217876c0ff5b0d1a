/** Spanish texts of recognitions that the gateway sends and the portal shows or checks itself (spec 001 §5; spec 002 §5). */
export const recognitionTexts = {
  endBeforeStart: 'La fecha final no puede ser anterior a la inicial',
  toSelf: 'No es posible realizar un Reconocimiento a sí mismo',
  failed: 'No se pudo realizar el reconocimiento',
  created: 'Se ha generado el reconocimiento',
} as const;
