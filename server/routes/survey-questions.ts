import type { FastifyRequest } from 'fastify';
import type { components } from '../../openapi/generated/schema.js';
import type { AuthUser } from '../auth/access-tokens.js';
import { ok } from '../http/envelope.js';
import type { Services } from '../services.js';
import { answerConfig, getAdminSurvey, questionsOf, surveyOfQuestion } from '../surveys/admin-store.js';
import { AnswerType } from '../../domain/answer-types.js';
import { surveyMessages as m } from '../surveys/survey-messages.js';
import { END_OF_SURVEY } from '../../domain/survey-path.js';
import type { HandlerMap } from './handler.js';
import { Conflict, invalidInput, NotFound } from '../domain-errors.js';

type Schemas = components['schemas'];
type AdminSurvey = Schemas['AdminSurvey'];

interface Helpers {
  hr(request: FastifyRequest): AuthUser;
  today(): string;
  assertQuestionsEditable(survey: AdminSurvey): void;
}

/** Questions and their answer options (spec 002 §4-§5): locked once people started an active survey. */
export function surveyQuestionHandlers({ db }: Services, { hr, today, assertQuestionsEditable }: Helpers) {
  async function checkQuestion(body: Schemas['QuestionPayload'], companyId: number) {
    const [type] = await db.query(
      `select 1 from survey_answer_types
        where survey_answer_type_id = $1 and (company_id is null or company_id = $2)`,
      [body.surveyAnswerTypeId, companyId],
    );
    if (!type) throw invalidInput([{ field: 'surveyAnswerTypeId', message: m.answerTypeNotFound }]);
    if (body.surveyAnswerTypeId === AnswerType.scaleGrid && body.surveyScaleId === null)
      throw invalidInput([{ field: 'surveyScaleId', message: m.scaleRequired }]);
  }

  const scaleOf = (body: Schemas['QuestionPayload']) =>
    body.surveyAnswerTypeId === AnswerType.scaleGrid ? body.surveyScaleId : null;

  async function questionById(survey: AdminSurvey, questionId: number) {
    const question = survey.questions.find((q) => q.surveyQuestionId === questionId);
    if (!question) throw new NotFound(m.questionNotFound);
    return question;
  }

  /** A jump goes to a later active question of the same survey, or -1; only closed-choice questions jump. */
  function checkJump(survey: AdminSurvey, questionId: number, stepAnswer: number | null) {
    if (stepAnswer === null) return;
    const index = survey.questions.findIndex((q) => q.surveyQuestionId === questionId);
    if (survey.questions[index]?.surveyAnswerTypeId !== AnswerType.singleChoice)
      throw invalidInput([{ field: 'stepAnswer', message: m.jumpNotAllowed }]);
    const target = survey.questions.findIndex((q) => q.surveyQuestionId === stepAnswer);
    if (stepAnswer !== END_OF_SURVEY && target <= index)
      throw invalidInput([{ field: 'stepAnswer', message: m.jumpInvalid }]);
  }

  async function editableSurveyOfQuestion(request: FastifyRequest, questionId: number) {
    const survey = await surveyOfQuestion(db, questionId, hr(request).companyId, today());
    assertQuestionsEditable(survey);
    return survey;
  }

  async function configById(request: FastifyRequest, id: number) {
    const [row] = await db.query<{ survey_question_id: number }>(
      'select survey_question_id from survey_answer_configs where survey_answer_config_id = $1',
      [id],
    );
    if (!row) throw new NotFound(m.optionNotFound);
    return editableSurveyOfQuestion(request, row.survey_question_id);
  }

  return {
    async listSurveyQuestions({ request, params }) {
      await getAdminSurvey(db, params.surveyId, hr(request).companyId, today());
      return ok(await questionsOf(db, params.surveyId));
    },

    async createSurveyQuestion({ request, body }) {
      const survey = await getAdminSurvey(db, body.surveyId, hr(request).companyId, today());
      assertQuestionsEditable(survey);
      await checkQuestion(body, hr(request).companyId);
      const [row] = await db.query<{ id: number }>(
        `insert into survey_questions (survey_id, survey_answer_type_id, question, survey_scale_id, question_order)
         values ($1, $2, $3, $4, (select coalesce(max(question_order), 0) + 1 from survey_questions where survey_id = $1))
         returning survey_question_id as id`,
        [body.surveyId, body.surveyAnswerTypeId, body.question, scaleOf(body)],
      );
      const question = (await questionsOf(db, body.surveyId)).find((q) => q.surveyQuestionId === row?.id);
      return ok(question ?? null, m.questionCreated);
    },

    async updateSurveyQuestion({ request, body }) {
      const survey = await editableSurveyOfQuestion(request, body.surveyQuestionId);
      await checkQuestion(body, hr(request).companyId);
      await db.query(
        `update survey_questions set survey_answer_type_id = $2, question = $3, survey_scale_id = $4
          where survey_question_id = $1`,
        [body.surveyQuestionId, body.surveyAnswerTypeId, body.question, scaleOf(body)],
      );
      // Options of a question that is no longer closed-choice cannot jump.
      if (body.surveyAnswerTypeId !== AnswerType.singleChoice) {
        await db.query('update survey_answer_configs set step_answer = null where survey_question_id = $1', [
          body.surveyQuestionId,
        ]);
      }
      const question = (await questionsOf(db, survey.surveyId)).find(
        (q) => q.surveyQuestionId === body.surveyQuestionId,
      );
      return ok(question ?? null, m.questionUpdated);
    },

    async deleteSurveyQuestion({ request, query }) {
      const survey = await surveyOfQuestion(db, query.id, hr(request).companyId, today());
      const question = await questionById(survey, query.id);
      if (survey.active && survey.isAlreadyStarted && question.answerCount > 0)
        throw new Conflict(m.questionHasAnswers);
      assertQuestionsEditable(survey);
      await db.query('update survey_questions set active = false where survey_question_id = $1', [query.id]);
      // Jumps into the removed question fall back to the next question.
      await db.query('update survey_answer_configs set step_answer = null where step_answer = $1', [
        query.id,
      ]);
      return ok(null, m.questionDeleted);
    },

    async listAnswerConfigs({ request, params }) {
      const survey = await surveyOfQuestion(db, params.questionId, hr(request).companyId, today());
      return ok((await questionById(survey, params.questionId)).answers);
    },

    async createAnswerConfig({ request, body }) {
      const survey = await editableSurveyOfQuestion(request, body.surveyQuestionId);
      checkJump(survey, body.surveyQuestionId, body.stepAnswer);
      const [row] = await db.query<Parameters<typeof answerConfig>[0]>(
        `insert into survey_answer_configs (survey_question_id, answer_order, answer, is_right, is_image, step_answer)
         values ($1, $2, $3, $4, $5, $6) returning *`,
        [body.surveyQuestionId, body.answerOrder, body.answer, body.isRight, body.isImage, body.stepAnswer],
      );
      return ok(row ? answerConfig(row) : null, m.answerCreated);
    },

    async updateAnswerConfig({ request, body }) {
      const survey = await configById(request, body.surveyAnswerConfigId);
      checkJump(survey, body.surveyQuestionId, body.stepAnswer);
      const [row] = await db.query<Parameters<typeof answerConfig>[0]>(
        `update survey_answer_configs set answer_order = $2, answer = $3, is_right = $4, is_image = $5,
           step_answer = $6, active = coalesce($7, active)
          where survey_answer_config_id = $1 and survey_question_id = $8 returning *`,
        [
          body.surveyAnswerConfigId,
          body.answerOrder,
          body.answer,
          body.isRight,
          body.isImage,
          body.stepAnswer,
          body.estatus ?? null,
          body.surveyQuestionId,
        ],
      );
      if (!row) throw new NotFound(m.optionNotFound);
      return ok(answerConfig(row), m.answerUpdated);
    },

    async deactivateAnswerConfig({ request, query }) {
      await configById(request, query.id);
      await db.query('update survey_answer_configs set active = false where survey_answer_config_id = $1', [
        query.id,
      ]);
      return ok(null, m.recordDeactivated);
    },
  } satisfies Partial<HandlerMap>;
}
