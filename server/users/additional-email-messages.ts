/** Spanish texts of the additional (recovery) e-mail (docs/decisions/0213-verified-additional-email.md). */
export const additionalEmailMessages = {
  linkSent: 'Te enviamos un enlace a tu nuevo correo adicional. El cambio se hará cuando lo abras.',
  unchanged: 'Tu correo adicional se actualizó correctamente.',
  removed: 'Se quitó tu correo adicional.',
  sameAsPrimary: 'El correo adicional debe ser distinto de tu correo principal.',
  tooManyLinks: 'Pediste demasiados enlaces en la última hora. Espera un poco e inténtalo de nuevo.',
  verified: 'Tu correo adicional quedó confirmado.',
  verifyFailed: 'El enlace para confirmar tu correo adicional no es válido, ya fue utilizado o expiró.',
} as const;
