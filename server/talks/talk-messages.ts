/** Spanish texts of Pride Talks (spec 002 §5, §8). */
export const talkMessages = {
  created: 'Se creó exitosamente el evento',
  updated: 'Se actualizó exitosamente el evento',
  deactivated: 'Se desactivó correctamente',
  createFailed: 'Ocurrió un error',
  notFound: 'El evento no existe',
  alreadyInactive: 'El evento ya está desactivado',
  required: '*Campo Requerido',
  leadingSpace: 'No se aceptan espacios en blanco al inicio',
  startBeforeToday: 'La fecha de inicio no puede ser anterior a hoy',
  eventBeforeStart: 'La fecha del evento no puede ser anterior a la fecha de inicio',
  imageMissing: 'Debes subir una imagen para el evento',
  imageTooBig: 'La imagen excede las dimensiones permitidas',
  usersRequired: 'Debes elegir al menos un usuario',
  badModel: 'Los datos del evento no son válidos',
  scheduled: 'Nuevo evento de Pride Talks',
  scheduledKind: 'Pride Talks',
} as const;
