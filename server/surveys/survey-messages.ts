import { fieldTexts, outcomeTexts } from '../../domain/messages/common.js';
import { surveyTexts } from '../../domain/messages/surveys.js';
import { areaUploadMessages } from '../../domain/upload-messages.js';

/** Spanish texts of the survey calls (spec 000 §8, spec 002 §8); tests assert these same constants. */
export const surveyMessages = {
  surveyNotFound: 'La encuesta no existe o ya no está disponible.',
  participationNotFound: 'No encontramos tu participación en esta encuesta.',
  alreadyCompleted: 'Ya respondiste esta encuesta.',
  completed: surveyTexts.completed,
  questionNotFound: 'La pregunta no existe.',
  optionNotFound: 'La respuesta elegida no pertenece a la pregunta.',
  answerNotFound: 'La respuesta no existe.',
  answerRequired: '*Campo requerido',
  imageRequired: surveyTexts.imageRequired,
  imageOnly: areaUploadMessages.surveyImage,
  rowAlreadyAnswered: 'Esa fila ya tiene su propia respuesta; cámbiala en lugar de mover esta.',
  scaleValueInvalid: 'El valor no pertenece a la escala de la pregunta.',
  pointsInvalid: surveyTexts.pointsInvalid,
  /** The statement's concept of a survey's reward, followed by its title. */
  rewardConcept: 'Encuesta: ',
  /** The kind shown beside a new survey's notification, as the demo's own ('Tu Opinión'). */
  notificationKind: 'Tu Opinión',
  saved: surveyTexts.saved,
  saveFailed: outcomeTexts.saveFailed,
  updateFailed: surveyTexts.updateFailed,
  deactivated: surveyTexts.deactivated,
  deactivateFailed: surveyTexts.deactivateFailed,
  startBeforeToday: surveyTexts.startBeforeToday,
  endBeforeStart: 'La fecha de fin no puede ser anterior a la de inicio.',
  audienceRequired: fieldTexts.usersMissing,
  anonymityKept:
    'Las personas ya comenzaron a responder esta encuesta como anónima: ya no puede dejar de serlo.',
  questionCreated: surveyTexts.questionCreated,
  questionUpdated: surveyTexts.questionUpdated,
  questionDeleted: outcomeTexts.deleted,
  questionsLocked: surveyTexts.questionsLocked,
  questionHasAnswers: surveyTexts.questionHasAnswers,
  scaleRequired: 'Elige la escala de la pregunta.',
  answerTypeNotFound: 'El tipo de respuesta no existe.',
  answerCreated: surveyTexts.answerCreated,
  answerUpdated: surveyTexts.answerUpdated,
  jumpInvalid: 'El salto debe llevar a una pregunta posterior de la misma encuesta o terminar la encuesta.',
  jumpNotAllowed: 'Sólo las preguntas de opción múltiple pueden saltar a otra pregunta.',
  scaleNotFound: 'La escala no existe.',
  scaleCreated: surveyTexts.scaleCreated,
  scaleUpdated: surveyTexts.scaleUpdated,
  scaleDeactivated: surveyTexts.scaleDeactivated,
  scaleAnswerNotFound: 'La respuesta de la escala no existe.',
  recordSaved: outcomeTexts.saved,
  recordDeactivated: outcomeTexts.deactivated,
  notClosedQuestion: 'Sólo las preguntas de opción múltiple y de escala tienen gráficas.',
} as const;
