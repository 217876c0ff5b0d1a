import type { FastifyRequest } from 'fastify';
import { formatDateTimeIn } from '../../domain/dates.js';
import { requireRole } from '../auth/request-auth.js';
import { Roles } from '../auth/roles.js';
import { Code, HttpError, ok } from '../http/envelope.js';
import type { Services } from '../services.js';
import { getAdminSurvey } from '../surveys/admin-store.js';
import { AnswerType, closedTypes } from '../surveys/answer-types.js';
import { chartItems, type Category } from '../surveys/chart-data.js';
import { csvFileName, toCsv } from '../surveys/csv.js';
import { answerFacts, answerText, scaleLabelsOf } from '../surveys/results-store.js';
import { surveyMessages as m } from '../surveys/survey-messages.js';
import type { HandlerMap } from './handler.js';

const CSV_HEADER = ['Usuario', 'Correo', 'Pregunta', 'Tipo de respuesta', 'Respuesta', 'Fecha'];

/** Results of a survey for HR (spec 002 §2, §7): summary, chart data, open answers and the CSV export. */
export function surveyResultHandlers({ db, today, config }: Services) {
  async function surveyFor(request: FastifyRequest, id: number) {
    return getAdminSurvey(db, id, requireRole(request, Roles.hr).companyId, today());
  }

  return {
    async getSurveyInfo({ request, params }) {
      const survey = await surveyFor(request, params.id);
      return ok({
        surveyId: survey.surveyId,
        title: survey.title,
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
      const question = survey.questions.find((q) => q.surveyQuestionId === params.questionId);
      if (!question) throw new HttpError(404, Code.notFound, m.questionNotFound);
      if (!closedTypes.includes(question.surveyAnswerTypeId))
        throw new HttpError(409, Code.conflict, m.notClosedQuestion);
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
      return ok(chartItems(facts, categories, params.grouping as 1 | 2 | 3 | 4, today()));
    },

    async listQuestionAnswers({ request, params }) {
      const { companyId } = requireRole(request, Roles.hr);
      const [row] = await db.query<{ survey_id: number }>(
        `select q.survey_id from survey_questions q join surveys s using (survey_id)
          where q.survey_question_id = $1 and s.company_id = $2`,
        [params.questionId, companyId],
      );
      if (!row) throw new HttpError(404, Code.notFound, m.questionNotFound);
      const labels = await scaleLabelsOf(db, row.survey_id);
      const facts = await answerFacts(db, row.survey_id, params.questionId);
      return ok(
        facts.map((f) => ({
          surveyUserProfileAnswerId: f.answer_id,
          userName: f.user_name,
          answerText: answerText(f, labels),
        })),
      );
    },

    async getSurveyCsv({ request, params, reply }) {
      const survey = await surveyFor(request, params.id);
      const labels = await scaleLabelsOf(db, survey.surveyId);
      const facts = await answerFacts(db, survey.surveyId);
      const rows = facts.map((f) => [
        f.user_name,
        f.email,
        f.question,
        f.answer_type,
        answerText(f, labels),
        formatDateTimeIn(f.modified_at, config.timeZone),
      ]);
      const name = csvFileName(survey.title);
      void reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(toCsv([CSV_HEADER, ...rows]));
      // The reply is a file, not the envelope: it is sent above and Fastify is handed the reply itself.
      return reply as never;
    },
  } satisfies Partial<HandlerMap>;
}
