import { chatTexts } from '../../domain/messages/chat.js';

/** Spanish texts of the chat's refusals (spec 000 §5, §8: blank messages, group rules). */
export const chatMessages = {
  blank: 'Escribe un mensaje antes de enviarlo.',
  oneReceiver: 'Elige a una persona o a un grupo, no ambos.',
  contactNotFound: 'El contacto no existe.',
  groupNotFound: 'El grupo no existe.',
  locked: chatTexts.locked,
  readOnly: chatTexts.readOnly,
  self: 'No puedes escribirte a ti mismo.',
  groupName: chatTexts.groupName,
  groupParticipants: chatTexts.groupParticipants,
  groupParticipantUnknown: 'Hay participantes que no pertenecen a la empresa.',
  groupExpiry: 'La fecha de expiración no puede ser anterior a hoy.',
  blockSelf: 'No puedes bloquearte a ti mismo.',
};
