/** Spanish texts of the job bank that the gateway sends and the portal shows or checks itself (spec 001 §5, §8). */
export const jobTexts = {
  applied: '¡Se envió tu postulación!',
  notificationKind: 'Bolsa de trabajo',
  approved: 'El trabajo ha sido aprobado',
  rejected: 'El trabajo ha sido rechazado',
  sectionRequired: 'Favor de completar al menos una sección',
  descriptionRequired: 'Ingrese una descripción',
  deactivated: 'La vacante se dio de baja',
  reactivated: 'La vacante se reactivó',
  updated: 'Se ha actualizado la oferta de trabajo',
  registered: 'Se ha registrado la oferta de trabajo',
  sectionsUpdated: 'Se han actualizado las secciones de trabajo',
  categoryRequired: 'Seleccion al menos una categoría',
  deleted: 'Trabajo eliminado correctamente',
  applyTwice: 'Ya te postulaste a esta vacante.',
} as const;
