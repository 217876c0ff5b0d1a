import { outcomeTexts } from '@domain/messages/common';
import { talkFormErrors, talkTexts } from '@domain/messages/talks';
import { adminKitTexts as kit } from '@/shared/admin/messages';

/** Spanish texts of HR's Pride Talks events (spec 002 §2, §5, §8). */
export const adminTalkMessages = {
  title: 'Pride Talks',
  listLabel: 'Eventos de Pride Talks',
  add: 'Agregar evento',
  edit: kit.edit,
  deactivate: kit.deactivate,
  editOf: kit.editNamed,
  deactivateOf: kit.deactivateNamed,
  columns: {
    title: 'Título',
    date: 'Fecha del evento',
    duration: 'Duración',
    reward: 'Recompensa',
    views: 'Vistas',
    status: 'Estado',
  },
  active: kit.active,
  inactive: kit.inactive,
  hours: (n: number) => (n === 1 ? '1 hora' : `${n} horas`),
  form: {
    newTitle: 'Nuevo evento',
    editTitle: 'Editar evento',
    title: 'Título',
    url: 'URL de la conferencia',
    urlHint: 'Un video de YouTube o un enlace de Google Meet, Zoom o Microsoft Teams',
    startDate: 'Fecha de inicio',
    eventDate: 'Fecha del evento',
    time: 'Hora',
    duration: 'Duración',
    reward: 'Recompensa',
    image: 'Imagen del evento (800 x 600)',
    calendar: 'Crear evento en el calendario',
    save: 'Guardar',
    cancel: 'Cancelar',
  },
  errors: {
    ...talkFormErrors,
    reward: 'La recompensa va de 0 a 999',
  },
  created: talkTexts.created,
  updated: talkTexts.updated,
  deactivated: outcomeTexts.deactivated,
  failed: outcomeTexts.failed,
};
