/** Spanish texts of the chat that the gateway sends and the portal shows or checks itself (spec 001 §5). */
export const chatTexts = {
  groupParticipants: 'Agrega al menos un participante.',
  groupName: 'El nombre del grupo es requerido.',
  readOnly: 'Este grupo ya expiró: sus mensajes solo pueden leerse.',
  locked: 'No puedes enviar mensajes a este contacto: la conversación está bloqueada.',
} as const;
