import { courseTexts, eventFieldTexts, eventTexts } from '../../domain/messages/billboard.js';
import { fieldTexts, outcomeTexts } from '../../domain/messages/common.js';
import { uploaderMessages } from '../../domain/upload-messages.js';

/** Spanish texts of the billboard as the gateway sends them (spec 001 §5, §8; spec 002 §5, §8). */
export const billboardMessages = {
  ...eventFieldTexts,
  hourStep: 'La hora debe ir en pasos de 10 minutos',
  imageTooBig: uploaderMessages.imageTooBig,
  unknownSector: 'El sector no existe',
  imageKinds: uploaderMessages.notAllowed,
  created: 'Tu evento se envió a autorización',
  approved: eventTexts.approved,
  rejected: eventTexts.rejected,
  ownerApproved: (name: string) => `Tu evento «${name}» fue autorizado y ya está en la cartelera`,
  ownerRejected: (name: string) => `Tu evento «${name}» no fue autorizado`,
  notificationKind: 'Cartelera',
  eventNotFound: eventTexts.notFound,
  alreadyDecided: 'Este evento ya fue autorizado o rechazado; no se puede revertir.',
  documentNotFound: 'El documento no existe',
  course: {
    /** The concept of a completion's points on the member's statement. */
    completedReason: (name: string) => `Recomendación completada: ${name}`,
    notFound: 'La publicación no existe',
    fileNotFound: 'El archivo no existe',
    alreadyInactive: 'La publicación ya está inactiva',
    needsFile: courseTexts.needsFile,
    needsUser: fieldTexts.usersMissing,
    beforeToday: eventFieldTexts.pastDate,
    endBeforeStart: courseTexts.endBeforeStart,
    youtubeOnly: fieldTexts.youtubeOnly,
    linkFormat: courseTexts.link,
    created: '¡Se creó correctamente!',
    updated: outcomeTexts.updated,
    deactivated: outcomeTexts.deactivated,
  },
} as const;
