import { outcomeTexts } from '../../domain/messages/common.js';
import { recognitionTexts } from '../../domain/messages/recognition.js';
import { areaUploadMessages } from '../../domain/upload-messages.js';

/** Spanish texts of recognition (spec 000 §8, spec 002 §5 and §8), shared by handlers and their tests. */
export const recognitionMessages = {
  created: recognitionTexts.created,
  failed: recognitionTexts.failed,
  toSelf: recognitionTexts.toSelf,
  required: '*Campo requerido',
  notification: {
    eventMessage: 'Reconocimientos',
    message: (from: string, category: string) => `${from} te reconoció en ${category}`,
  },
  category: {
    created: '¡Se creó correctamente!',
    updated: outcomeTexts.updated,
    deactivated: outcomeTexts.deactivated,
    endBeforeStart: recognitionTexts.endBeforeStart,
  },
  level: {
    created: '¡Se creó correctamente!',
    updated: outcomeTexts.updated,
    deactivated: outcomeTexts.deactivated,
    iconType: areaUploadMessages.levelIcon,
    badModel: 'Los datos del nivel no son válidos.',
  },
  notFound: 'El registro no existe.',
  alreadyInactive: 'El registro ya está inactivo.',
} as const;
