import { outcomeTexts } from '../../domain/messages/common.js';
import { orgTexts } from '../../domain/messages/organisation.js';
import { uploaderMessages } from '../../domain/upload-messages.js';

/** Spanish texts of the organisation areas (spec 002 §5, §8), shared by handlers and their tests. */
export const orgMessages = {
  department: {
    created: 'Grupo creado exitosamente',
    updated: 'Grupo actualizado exitosamente',
    deactivated: 'El grupo se desactivo correctamente',
    deactivateFailed: orgTexts.deactivateFailed,
  },
  branchOffice: {
    created: 'Se ha creado exitosamente una nueva sucursal',
    updated: 'Se ha actualizado exitosamente la sucursal',
    deactivated: 'La sucursal se desactivo correctamente',
    deactivateFailed: orgTexts.deactivateFailed4,
  },
  jobRole: {
    created: 'Se ha creado exitosamente una nueva categoría',
    updated: 'Se ha actualizado exitosamente la categoría',
    deactivated: 'La categoría se desactivo correctamente',
    deactivateFailed: orgTexts.deactivateFailed3,
  },
  eventType: {
    created: 'Creación exitosa',
    updated: 'Actualizado correctamente',
    deactivated: outcomeTexts.deactivated,
    createFailed: orgTexts.createFailed,
    updateFailed: orgTexts.updateFailed,
    deactivateFailed: orgTexts.deactivateFailed2,
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
    deactivated: outcomeTexts.deleted,
    imageMissing: orgTexts.imageMissing,
    videoMissing: orgTexts.videoMissing,
    linkRequired: '*Campo Requerido',
    linkPrefix: 'El enlace debe comenzar con https:// o http://',
    eventBeforeToday: 'La fecha del evento no puede ser anterior a hoy.',
    startOutOfRange: 'La fecha de inicio debe estar entre hoy y la fecha del evento.',
    endBeforeStart: 'La fecha de fin no puede ser anterior a la de inicio.',
    videoOnlyForAviso: 'Solo los avisos (tipo 2) pueden ser video.',
  },
  customize: {
    saved: outcomeTexts.saved,
    logoMissing: orgTexts.logoMissing,
    badValues: 'La configuración del sitio no es válida.',
    exists: 'La empresa ya tiene una personalización; actualízala.',
  },
  image: {
    tooBig: uploaderMessages.imageTooBig,
  },
  notFound: 'El registro no existe.',
  alreadyInactive: 'El registro ya está inactivo.',
  retentionSaved: 'Se guardó cuánto tiempo se conservan los datos.',
} as const;
