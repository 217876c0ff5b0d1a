/** Spanish texts of the chat's refusals (spec 000 §5, §8: blank messages, group rules). */
export const chatMessages = {
  blank: 'Escribe un mensaje antes de enviarlo.',
  oneReceiver: 'Elige a una persona o a un grupo, no ambos.',
  contactNotFound: 'El contacto no existe.',
  groupNotFound: 'El grupo no existe.',
  locked: 'No puedes enviar mensajes a este contacto: la conversación está bloqueada.',
  readOnly: 'Este grupo ya expiró: sus mensajes solo pueden leerse.',
  self: 'No puedes escribirte a ti mismo.',
  groupName: 'El nombre del grupo es requerido.',
  groupParticipants: 'Agrega al menos un participante.',
  groupParticipantUnknown: 'Hay participantes que no pertenecen a la empresa.',
  groupExpiry: 'La fecha de expiración no puede ser anterior a hoy.',
  blockSelf: 'No puedes bloquearte a ti mismo.',
};
