/** Spanish texts of rewards that the gateway sends and the portal shows or checks itself (spec 001 §5; spec 002 §5). */
export const rewardTexts = {
  redeemed: 'Cupón canjeado exitosamente',
  downloaded: 'Cupón descargado exitosamente',
  pdfTooBig: 'El peso del archivo excede los 2MB',
  emailFormat: 'Formato de correo electrónico erróneo',
  imageSize: 'La imagen debe tener las medidas de 600 x 600.',
  logoTooBig: 'La imagen excede las dimensiones permitidas.',
} as const;
