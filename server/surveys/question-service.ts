import type {
  AdminSurvey,
  QuestionPayload,
  AnswerConfigPayload as OptionPayload,
} from '../../openapi/generated/schema.js';
import { AnswerType } from '../../domain/answer-types.js';
import { END_OF_SURVEY } from '../../domain/survey-path.js';
import type { Database } from '../db/database.js';
import { Conflict, invalidInput, NotFound, orNotFound } from '../domain-errors.js';
import {
  answerConfig,
  assertQuestionsEditable,
  getAdminSurvey,
  questionsOf,
  surveyOfQuestion,
} from './admin-store.js';
import {
  answerTypeUsable,
  clearJumpsOf,
  deactivateOption,
  deactivateQuestion,
  insertOption,
  insertQuestion,
  questionOfOption,
  updateOption,
  updateQuestion,
} from './question-store.js';
import { findScale } from './catalog-store.js';
import { surveyMessages as m } from './survey-messages.js';

interface Deps {
  db: Database;
  today(): string;
}

/** Questions and their answer options (spec 002 §4-§5): locked once people started an active survey. */
export function surveyQuestionService({ db, today }: Deps) {
  async function checkQuestion(body: QuestionPayload, companyId: number) {
    if (!(await answerTypeUsable(db, body.surveyAnswerTypeId, companyId)))
      throw invalidInput([{ field: 'surveyAnswerTypeId', message: m.answerTypeNotFound }]);
    if (body.surveyAnswerTypeId !== AnswerType.scaleGrid) return;
    if (body.surveyScaleId === null)
      throw invalidInput([{ field: 'surveyScaleId', message: m.scaleRequired }]);
    // Another company's scale would show its answers to this company's people.
    if (!(await findScale(db, companyId, body.surveyScaleId)))
      throw invalidInput([{ field: 'surveyScaleId', message: m.scaleNotFound }]);
  }

  const fieldsOf = (body: QuestionPayload) => ({
    ...body,
    surveyScaleId: body.surveyAnswerTypeId === AnswerType.scaleGrid ? body.surveyScaleId : null,
  });

  function questionById(survey: AdminSurvey, questionId: number) {
    return orNotFound(
      survey.questions.find((q) => q.surveyQuestionId === questionId),
      m.questionNotFound,
    );
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

  async function editableSurveyOfQuestion(companyId: number, questionId: number) {
    const survey = await surveyOfQuestion(db, questionId, companyId, today());
    assertQuestionsEditable(survey);
    return survey;
  }

  async function editableSurveyOfOption(companyId: number, optionId: number) {
    const questionId = await questionOfOption(db, optionId);
    if (questionId === undefined) throw new NotFound(m.optionNotFound);
    return editableSurveyOfQuestion(companyId, questionId);
  }

  const questionOf = async (surveyId: number, questionId: number) =>
    (await questionsOf(db, surveyId)).find((q) => q.surveyQuestionId === questionId) ?? null;

  return {
    async list(companyId: number, surveyId: number) {
      await getAdminSurvey(db, surveyId, companyId, today());
      return questionsOf(db, surveyId);
    },

    async create(companyId: number, body: QuestionPayload) {
      const survey = await getAdminSurvey(db, body.surveyId, companyId, today());
      assertQuestionsEditable(survey);
      await checkQuestion(body, companyId);
      return questionOf(body.surveyId, await insertQuestion(db, body.surveyId, fieldsOf(body)));
    },

    async update(companyId: number, body: QuestionPayload & { surveyQuestionId: number }) {
      const survey = await editableSurveyOfQuestion(companyId, body.surveyQuestionId);
      await checkQuestion(body, companyId);
      await updateQuestion(db, body.surveyQuestionId, fieldsOf(body));
      if (body.surveyAnswerTypeId !== AnswerType.singleChoice) await clearJumpsOf(db, body.surveyQuestionId);
      return questionOf(survey.surveyId, body.surveyQuestionId);
    },

    async remove(companyId: number, questionId: number) {
      const survey = await surveyOfQuestion(db, questionId, companyId, today());
      const question = questionById(survey, questionId);
      if (survey.active && survey.isAlreadyStarted && question.answerCount > 0)
        throw new Conflict(m.questionHasAnswers);
      assertQuestionsEditable(survey);
      await deactivateQuestion(db, questionId);
    },

    async options(companyId: number, questionId: number) {
      const survey = await surveyOfQuestion(db, questionId, companyId, today());
      return questionById(survey, questionId).answers;
    },

    async createOption(companyId: number, body: OptionPayload) {
      const survey = await editableSurveyOfQuestion(companyId, body.surveyQuestionId);
      checkJump(survey, body.surveyQuestionId, body.stepAnswer);
      const row = await insertOption(db, body);
      return row ? answerConfig(row) : null;
    },

    async updateOption(
      companyId: number,
      body: OptionPayload & { surveyAnswerConfigId: number; estatus?: boolean },
    ) {
      const survey = await editableSurveyOfOption(companyId, body.surveyAnswerConfigId);
      checkJump(survey, body.surveyQuestionId, body.stepAnswer);
      const row = orNotFound(await updateOption(db, body.surveyAnswerConfigId, body), m.optionNotFound);
      return answerConfig(row);
    },

    async deactivateOption(companyId: number, optionId: number) {
      await editableSurveyOfOption(companyId, optionId);
      await deactivateOption(db, optionId);
    },
  };
}
