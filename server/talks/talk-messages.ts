import { outcomeTexts } from '../../domain/messages/common.js';
import { talkFormErrors, talkTexts } from '../../domain/messages/talks.js';

/** Spanish texts of Pride Talks (spec 002 §5, §8). */
export const talkMessages = {
  created: talkTexts.created,
  updated: talkTexts.updated,
  deactivated: outcomeTexts.deactivated,
  createFailed: outcomeTexts.failed,
  notFound: talkTexts.notFound,
  alreadyInactive: 'El evento ya está desactivado',
  ...talkFormErrors,
  unknownJobRole: 'La opción elegida no existe o no está activa.',
  badModel: 'Los datos del evento no son válidos',
  scheduled: 'Nuevo evento de Pride Talks',
  scheduledKind: 'Pride Talks',
  watchedReason: (title: string) => `Pride Talks: ${title}`,
} as const;
