/** What the gateway answers when a job is saved or decided, and the portal says (spec 001 §5, §8). */
export const jobOutcomeTexts = {
  registered: 'Se ha registrado la oferta de trabajo',
  updated: 'Se ha actualizado la oferta de trabajo',
  sectionsUpdated: 'Se han actualizado las secciones de trabajo',
  approved: 'El trabajo ha sido aprobado',
  rejected: 'El trabajo ha sido rechazado',
  deleted: 'Trabajo eliminado correctamente',
  deactivated: 'La vacante se dio de baja',
  reactivated: 'La vacante se reactivó',
} as const;

/** Spanish texts of the job bank that the gateway sends and the portal shows or checks itself (spec 001 §5, §8). */
export const jobTexts = {
  applied: '¡Se envió tu postulación!',
  notificationKind: 'Bolsa de trabajo',
  sectionRequired: 'Favor de completar al menos una sección',
  descriptionRequired: 'Ingrese una descripción',
  categoryRequired: 'Seleccion al menos una categoría',
  applyTwice: 'Ya te postulaste a esta vacante.',
} as const;
