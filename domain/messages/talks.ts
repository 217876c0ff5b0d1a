import { uploaderMessages } from '../upload-messages.js';
import { eventTexts } from './billboard.js';
import { fieldTexts } from './common.js';

/** Spanish texts of talks that the gateway sends and the console shows or checks itself (spec 002 §5, §8). */
export const talkTexts = {
  /** Talks and billboard events are both "eventos" to members. */
  notFound: eventTexts.notFound,
  imageMissing: 'Debes subir una imagen para el evento',
  startBeforeToday: 'La fecha de inicio no puede ser anterior a hoy',
  eventBeforeStart: 'La fecha del evento no puede ser anterior a la fecha de inicio',
  updated: 'Se actualizó exitosamente el evento',
  created: 'Se creó exitosamente el evento',
} as const;

/** The refusals of HR's talk form, checked by the console for comfort and by the gateway for truth. */
export const talkFormErrors = {
  required: '*Campo Requerido',
  leadingSpace: fieldTexts.leadingSpace,
  talkLinkOnly:
    'Usa un video de YouTube (https://www.youtube.com/embed/...) o un enlace de Google Meet, Zoom o Microsoft Teams',
  startBeforeToday: talkTexts.startBeforeToday,
  eventBeforeStart: talkTexts.eventBeforeStart,
  imageMissing: talkTexts.imageMissing,
  imageTooBig: uploaderMessages.imageTooBig,
  usersRequired: fieldTexts.usersMissing,
} as const;
