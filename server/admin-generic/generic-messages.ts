import { fieldTexts, outcomeTexts } from '../../domain/messages/common.js';
import { genericTexts } from '../../domain/messages/generic.js';

/** Spanish texts of the generic publications (spec 002 §5, §8). */
export const genericMessages = {
  created: outcomeTexts.saved,
  updated: genericTexts.updated,
  deleted: genericTexts.deleted,
  contactDeleted: 'Información de contacto eliminada con éxito',
  contactsSaved: 'Tu lista de contactos se actualizó exitosamente',
  notFound: 'La publicación no existe',
  contactNotFound: 'La información de contacto no existe',
  alreadyInactive: 'La publicación ya está eliminada',
  required: '*Campo Requerido',
  leadingSpace: fieldTexts.leadingSpace,
  imageMissing: genericTexts.imageMissing,
  badModel: 'Los datos de la publicación no son válidos',
  sectionUnknown: 'La sección no existe',
  contactValueRequired: genericTexts.contactValueRequired,
  contactTypeRequired: genericTexts.contactTypeRequired,
  firstMustBeMain: 'El primer contacto debe ser el principal',
  onlyOneMain: genericTexts.onlyOneMain,
  duplicate: genericTexts.duplicate,
  noContacts: genericTexts.noContacts,
  noMain: genericTexts.noMain,
} as const;
