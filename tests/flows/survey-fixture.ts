import type { SurveyQuestions } from '../../machines/survey-answering.machine';
import type { SurveyQuestion } from '../../domain/survey-path';
import { emptyDraft, type AnswerDraft } from '../../machines/survey-path';

const text = (id: number, question: string): SurveyQuestion => ({
  surveyQuestionId: id,
  question,
  surveyAnswerTypeId: 1,
  surveyScaleId: null,
  scaleAnswers: [],
  answers: [],
});
const option = (id: number, answer: string, stepAnswer: number | null, active = true) => ({
  surveyAnswerConfigId: id,
  answer,
  isImage: false,
  active,
  stepAnswer,
  answerOrder: id % 10,
});

/** Three questions: "No" jumps past the second, "Prefiero no responder" ends; an inactive option is hidden. */
export const jumpSurvey: SurveyQuestions = {
  surveyId: 7,
  title: 'Encuesta con saltos',
  surveyUserProfileId: 70,
  userAnswers: [],
  questions: [
    {
      ...text(1, '¿Te sientes en un espacio seguro?'),
      surveyAnswerTypeId: 2,
      answers: [
        option(11, 'Sí', null),
        option(12, 'No', 3),
        option(13, 'Prefiero no responder', -1),
        option(14, 'Opción retirada', 2, false),
      ],
    },
    text(2, '¿Qué valoras de tu equipo?'),
    text(3, '¿Qué mejorarías?'),
  ],
};

export const choose = (optionId: number): AnswerDraft => ({ ...emptyDraft, optionId });
export const write = (value: string): AnswerDraft => ({ ...emptyDraft, text: value });
