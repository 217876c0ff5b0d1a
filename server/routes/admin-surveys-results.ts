import type { FastifyRequest } from 'fastify';
import { formatDateIn, formatDateTimeIn } from '../../domain/dates.js';
import { currentUser } from '../auth/request-auth.js';
import { ok } from '../http/envelope.js';
import type { Services } from '../services.js';
import { getAdminSurvey } from '../surveys/admin-store.js';
import { AnswerType, closedTypes } from '../../domain/answer-types.js';
import { chartItems, type Category } from '../surveys/chart-data.js';
import { csvFileName, toCsv } from '../http/csv.js';
import { answerFacts, answerText, scaleLabelsOf, surveyOfCompanyQuestion } from '../surveys/results-store.js';
import { surveyMessages as m } from '../surveys/survey-messages.js';
import type { HandlerMap } from './handler.js';
import { Conflict, orNotFound } from '../domain-errors.js';

const CSV_HEADER = ['Usuario', 'Correo', 'Pregunta', 'Tipo de respuesta', 'Respuesta', 'Fecha'];
/** An anonymous survey's export names nobody: no person columns (docs/decisions/0076). */
const ANONYMOUS_CSV_HEADER = CSV_HEADER.slice(2);

/** An anonymous survey's answers go by question and answer, so no order hints at who gave them. */
const byQuestionThenAnswer = <T extends { question: number; text: string }>(a: T, b: T) =>
  a.question - b.question || a.text.localeCompare(b.text, 'es-MX');

/** Results of a survey for HR (spec 002 §2, §7): summary, chart data, open answers and the CSV export. */
export function adminSurveyResultHandlers({ db, today, config }: Services) {
  async function surveyFor(request: FastifyRequest, id: number) {
    return getAdminSurvey(db, id, currentUser(request).companyId, today());
  }

  return {
    async getSurveyInfo({ request, params }) {
      const survey = await surveyFor(request, params.id);
      return ok({
        surveyId: survey.surveyId,
        title: survey.title,
        isAnonymous: survey.isAnonymous,
        estatus: survey.estatus,
        surveyedCount: survey.surveyedCount,
        answeredCount: survey.answeredCount,
        questions: survey.questions.map((q) => ({
          surveyQuestionId: q.surveyQuestionId,
          question: q.question,
          surveyAnswerTypeId: q.surveyAnswerTypeId,
          answerType: q.answerType,
          answerCount: q.answerCount,
        })),
      });
    },

    async getSurveyChartData({ request, params }) {
      const survey = await surveyFor(request, params.surveyId);
      const question = orNotFound(
        survey.questions.find((q) => q.surveyQuestionId === params.questionId),
        m.questionNotFound,
      );
      if (!closedTypes.includes(question.surveyAnswerTypeId)) throw new Conflict(m.notClosedQuestion);
      const facts = await answerFacts(db, survey.surveyId, question.surveyQuestionId);
      let categories: Category[];
      if (question.surveyAnswerTypeId === AnswerType.singleChoice) {
        categories = question.answers
          .filter((o) => o.estatus)
          .map((o) => ({ label: o.answer, matches: (f) => f.option_id === o.surveyAnswerConfigId }));
      } else {
        const labels = await scaleLabelsOf(db, survey.surveyId);
        const values = [...labels.entries()].filter(([key]) =>
          key.startsWith(`${question.surveyQuestionId}|`),
        );
        categories = values.map(([key, label]) => ({
          label,
          matches: (f) => `${f.question_id}|${f.value}` === key,
        }));
      }
      return ok(chartItems(facts, categories, params.grouping as 1 | 2 | 3 | 4, today(), survey.isAnonymous));
    },

    async listQuestionAnswers({ request, params }) {
      const { companyId } = currentUser(request);
      const row = orNotFound(
        await surveyOfCompanyQuestion(db, params.questionId, companyId),
        m.questionNotFound,
      );
      const labels = await scaleLabelsOf(db, row.survey_id);
      const facts = await answerFacts(db, row.survey_id, params.questionId);
      const answers = facts.map((f) => ({
        surveyUserProfileAnswerId: f.answer_id,
        userName: row.is_anonymous ? null : f.user_name,
        answerText: answerText(f, labels),
      }));
      if (row.is_anonymous) answers.sort((a, b) => a.answerText.localeCompare(b.answerText, 'es-MX'));
      return ok(answers);
    },

    async getSurveyCsv({ request, params, reply }) {
      const survey = await surveyFor(request, params.id);
      const labels = await scaleLabelsOf(db, survey.surveyId);
      const facts = await answerFacts(db, survey.surveyId);
      const order = new Map(survey.questions.map((q, i) => [q.surveyQuestionId, i]));
      const answers = facts.map((f) => ({
        question: order.get(f.question_id) ?? 0,
        text: answerText(f, labels),
        fact: f,
      }));
      const rows = survey.isAnonymous
        ? [
            ANONYMOUS_CSV_HEADER,
            ...answers.sort(byQuestionThenAnswer).map(({ text, fact: f }) => [
              f.question,
              f.answer_type,
              text,
              // The day only: exact times would tie one person's rows together again.
              formatDateIn(f.modified_at, config.timeZone),
            ]),
          ]
        : [
            CSV_HEADER,
            ...answers.map(({ text, fact: f }) => [
              f.user_name,
              f.email,
              f.question,
              f.answer_type,
              text,
              formatDateTimeIn(f.modified_at, config.timeZone),
            ]),
          ];
      const name = csvFileName(survey.title);
      void reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(toCsv(rows));
      return reply;
    },
  } satisfies Partial<HandlerMap>;
}
