import { uploaderMessages } from '../../domain/upload-messages.js';

/** Spanish texts of the organisation areas (spec 002 §5, §8), shared by handlers and their tests. */
export const orgMessages = {
  department: {
    created: 'Grupo creado exitosamente',
    updated: 'Grupo actualizado exitosamente',
    deactivated: 'El grupo se desactivo correctamente',
    deactivateFailed: 'Error al desactivar el grupo',
  },
  branchOffice: {
    created: 'Se ha creado exitosamente una nueva sucursal',
    updated: 'Se ha actualizado exitosamente la sucursal',
    deactivated: 'La sucursal se desactivo correctamente',
    deactivateFailed: 'Error al desactivar la sucursal',
  },
  jobRole: {
    created: 'Se ha creado exitosamente una nueva categoría',
    updated: 'Se ha actualizado exitosamente la categoría',
    deactivated: 'La categoría se desactivo correctamente',
    deactivateFailed: 'Error al desactivar la categoría',
  },
  eventType: {
    created: 'Creación exitosa',
    updated: 'Actualizado correctamente',
    deactivated: 'Se desactivó correctamente',
    createFailed: 'Error al crear el tipo de evento',
    updateFailed: 'Error al actualizar el tipo de evento',
    deactivateFailed: 'Error al desactivar el tipo de evento',
    pointsRequired: 'Requerido',
    textRequired: '*Campo requerido',
    typeLocked: 'El tipo de evento no puede cambiarse al editar.',
    notAllowed: 'Este tipo de evento no admite audiencia ni nuevo registro.',
    duplicate: 'La empresa ya tiene este tipo de evento.',
    unknownType: 'El tipo de evento no existe.',
  },
  notice: {
    created: '¡Se creó correctamente!',
    updated: '¡Aviso actualizado exitosamente!',
    deactivated: '¡Se eliminó correctamente!',
    imageMissing: '¡Falta una imagen para tu publicación!',
    videoMissing: '¡Falta un video para tu publicación!',
    linkRequired: '*Campo Requerido',
    linkPrefix: 'El enlace debe comenzar con https:// o http://',
    eventBeforeToday: 'La fecha del evento no puede ser anterior a hoy.',
    startOutOfRange: 'La fecha de inicio debe estar entre hoy y la fecha del evento.',
    endBeforeStart: 'La fecha de fin no puede ser anterior a la de inicio.',
    videoOnlyForAviso: 'Solo los avisos (tipo 2) pueden ser video.',
  },
  customize: {
    saved: 'Se guardó exitosamente',
    logoMissing: 'No hay un logotipo para el sitio',
    badValues: 'La configuración del sitio no es válida.',
    exists: 'La empresa ya tiene una personalización; actualízala.',
  },
  image: {
    tooBig: uploaderMessages.imageTooBig,
  },
  notFound: 'El registro no existe.',
  alreadyInactive: 'El registro ya está inactivo.',
} as const;
