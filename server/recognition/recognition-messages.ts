import { areaUploadMessages } from '../../domain/upload-messages.js';

/** Spanish texts of recognition (spec 000 §8, spec 002 §5 and §8), shared by handlers and their tests. */
export const recognitionMessages = {
  created: 'Se ha generado el reconocimiento',
  failed: 'No se pudo realizar el reconocimiento',
  toSelf: 'No es posible realizar un Reconocimiento a sí mismo',
  required: '*Campo requerido',
  notification: {
    eventMessage: 'Reconocimientos',
    message: (from: string, category: string) => `${from} te reconoció en ${category}`,
  },
  category: {
    created: '¡Se creó correctamente!',
    updated: 'Se actualizó correctamente',
    deactivated: 'Se desactivó correctamente',
    endBeforeStart: 'La fecha final no puede ser anterior a la inicial',
  },
  level: {
    created: '¡Se creó correctamente!',
    updated: 'Se actualizó correctamente',
    deactivated: 'Se desactivó correctamente',
    iconType: areaUploadMessages.levelIcon,
    badModel: 'Los datos del nivel no son válidos.',
  },
  notFound: 'El registro no existe.',
  alreadyInactive: 'El registro ya está inactivo.',
} as const;
