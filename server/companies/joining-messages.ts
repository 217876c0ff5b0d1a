/** Spanish texts of joining a company: invitation links and their check (docs/decisions/0260, 0261). */
export const joiningMessages = {
  registrationClosed: 'Por ahora no aceptamos registros nuevos. Inténtalo más tarde.',
  invitationInvalid: 'La invitación no es válida o ya venció.',
  invitationCreated: 'Enlace de invitación creado. Cópialo ahora: no se volverá a mostrar.',
  invitationRevoked: 'Enlace de invitación desactivado.',
  invitationNotFound: 'El enlace de invitación no existe.',
} as const;
