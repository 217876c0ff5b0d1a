import { eventTexts } from './billboard.js';

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
