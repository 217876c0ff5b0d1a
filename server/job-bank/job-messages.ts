import { fieldTexts } from '../../domain/messages/common.js';
import { jobOutcomeTexts, jobTexts } from '../../domain/messages/jobs.js';
import { areaUploadMessages } from '../../domain/upload-messages.js';

/** Spanish texts of the job bank calls (spec 001 §5, §8); tests and the client assert these same texts. */
export const jobMessages = {
  ...jobOutcomeTexts,
  sectionsSaved: 'Se han guardado las secciones de trabajo',
  notFound: 'La vacante no existe o fue eliminada.',
  notYours: 'Solo quien publicó la vacante o Recursos Humanos pueden hacer esto.',
  alreadyReviewed: 'La vacante ya fue revisada.',
  notApproved: 'La vacante aún no está aprobada.',
  emailInvalid: fieldTexts.email,
  categoryRequired: jobTexts.categoryRequired,
  categoryUnknown: 'La categoría elegida no existe.',
  descriptionRequired: jobTexts.descriptionRequired,
  phoneDigits: 'El teléfono debe tener 10 dígitos.',
  textTooLong: 'Máximo 50 caracteres.',
  required: '*Campo requerido',
  sectionRequired: jobTexts.sectionRequired,
  sectionTypeUnknown: 'El tipo de sección no existe.',
  logoRequired: 'Agrega el logo de la empresa.',
  logoNotImage: areaUploadMessages.jobLogo,
  applied: jobTexts.applied,
  cvTooLarge: areaUploadMessages.cvTooLarge,
  cvFormat: areaUploadMessages.cvFormat,
  applyPending: 'No puedes postularte a una vacante que aún no está publicada.',
  applyOwn: 'No puedes postularte a tu propia vacante.',
  applyTwice: jobTexts.applyTwice,
  postulantNotFound: 'La postulación no existe.',
  postulantApproved: 'Postulante aprobado',
  postulantRejected: 'Postulante rechazado',
  postulantDecided: 'La postulación ya fue resuelta.',
  notificationKind: jobTexts.notificationKind,
  notifyApproved: (title: string) => `Tu postulación a "${title}" fue seleccionada.`,
  notifyRejected: (title: string) => `Tu postulación a "${title}" no fue seleccionada.`,
  notifyJobApproved: (title: string) => `Tu vacante "${title}" fue aprobada y ya está publicada.`,
  notifyJobRejected: (title: string) => `Tu vacante "${title}" no fue aprobada.`,
} as const;
