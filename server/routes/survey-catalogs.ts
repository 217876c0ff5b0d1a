import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/request-auth.js';
import { ok } from '../http/envelope.js';
import type { Services } from '../services.js';
import { surveyMessages as m } from '../surveys/survey-messages.js';
import type { HandlerMap } from './handler.js';
import { NotFound } from '../domain-errors.js';

interface TypeRow {
  survey_answer_type_id: number;
  description: string;
  active: boolean;
}
interface ScaleRow {
  survey_scale_id: number;
  description: string;
  active: boolean;
}
interface ScaleAnswerRow {
  survey_scale_answer_id: number;
  survey_scale_id: number;
  description: string;
  scale_value: number;
  answer_order: number;
  active: boolean;
}

const answerType = (r: TypeRow) => ({
  surveyAnswerTypeId: r.survey_answer_type_id,
  description: r.description,
  active: r.active,
});
const scale = (r: ScaleRow) => ({
  surveyScaleId: r.survey_scale_id,
  description: r.description,
  active: r.active,
});
const scaleAnswer = (r: ScaleAnswerRow) => ({
  surveyScaleAnswerId: r.survey_scale_answer_id,
  surveyScaleId: r.survey_scale_id,
  description: r.description,
  scaleValue: r.scale_value,
  answerOrder: r.answer_order,
  active: r.active,
});

function found<T>(row: T | undefined, message: string): T {
  if (!row) throw new NotFound(message);
  return row;
}

/**
 * Answer types, scales and scale answers (spec 002 §7), all HR-only. Scales and added answer types belong to
 * the company; the built-in answer types are shared and read-only (docs/decisions/0067-one-per-member-rules.md).
 */
export function surveyCatalogHandlers({ db }: Services) {
  // Every operation here is x-roles [hr]: the registrar admitted only HR before the handler runs.
  const hr = currentUser;

  async function ownScale(request: FastifyRequest, id: number) {
    const [row] = await db.query<ScaleRow>(
      'select * from survey_scales where survey_scale_id = $1 and company_id = $2',
      [id, hr(request).companyId],
    );
    return found(row, m.scaleNotFound);
  }

  async function ownScaleAnswer(request: FastifyRequest, id: number) {
    const [row] = await db.query<ScaleAnswerRow>(
      `select a.* from survey_scale_answers a join survey_scales s using (survey_scale_id)
        where a.survey_scale_answer_id = $1 and s.company_id = $2`,
      [id, hr(request).companyId],
    );
    return found(row, m.scaleAnswerNotFound);
  }

  return {
    async listAnswerTypes({ request }) {
      const rows = await db.query<TypeRow>(
        `select * from survey_answer_types where company_id is null or company_id = $1
          order by survey_answer_type_id`,
        [hr(request).companyId],
      );
      return ok(rows.map(answerType));
    },
    async createAnswerType({ request, body }) {
      const [row] = await db.query<TypeRow>(
        'insert into survey_answer_types (description, active, company_id) values ($1, $2, $3) returning *',
        [body.description, body.active, hr(request).companyId],
      );
      return ok(row ? answerType(row) : null, m.recordSaved);
    },
    async updateAnswerType({ request, body }) {
      // Only the company's own types: the built-in ones are shared by every company.
      const [row] = await db.query<TypeRow>(
        `update survey_answer_types set description = $2, active = $3
          where survey_answer_type_id = $1 and company_id = $4 returning *`,
        [body.surveyAnswerTypeId, body.description, body.active, hr(request).companyId],
      );
      return ok(answerType(found(row, m.answerTypeNotFound)), m.recordSaved);
    },
    async deactivateAnswerType({ request, query }) {
      const rows = await db.query(
        'update survey_answer_types set active = false where survey_answer_type_id = $1 and company_id = $2 returning 1',
        [query.id, hr(request).companyId],
      );
      found(rows[0], m.answerTypeNotFound);
      return ok(null, m.recordDeactivated);
    },

    async listSurveyScales({ request }) {
      const rows = await db.query<ScaleRow>(
        'select * from survey_scales where company_id = $1 order by survey_scale_id',
        [hr(request).companyId],
      );
      return ok(rows.map(scale));
    },
    getSurveyScale: async ({ request, params }) => ok(scale(await ownScale(request, params.id))),
    async createSurveyScale({ request, body }) {
      const [row] = await db.query<ScaleRow>(
        'insert into survey_scales (company_id, description, active) values ($1, $2, $3) returning *',
        [hr(request).companyId, body.description, body.active],
      );
      return ok(row ? scale(row) : null, m.scaleCreated);
    },
    async updateSurveyScale({ request, body }) {
      await ownScale(request, body.surveyScaleId);
      const [row] = await db.query<ScaleRow>(
        'update survey_scales set description = $2, active = $3 where survey_scale_id = $1 returning *',
        [body.surveyScaleId, body.description, body.active],
      );
      return ok(row ? scale(row) : null, m.scaleUpdated);
    },
    async deactivateSurveyScale({ request, query }) {
      await ownScale(request, query.id);
      await db.query('update survey_scales set active = false where survey_scale_id = $1', [query.id]);
      return ok(null, m.scaleDeactivated);
    },

    async listScaleAnswers({ request, params }) {
      await ownScale(request, params.scaleId);
      const rows = await db.query<ScaleAnswerRow>(
        'select * from survey_scale_answers where survey_scale_id = $1 order by answer_order, survey_scale_answer_id',
        [params.scaleId],
      );
      return ok(rows.map(scaleAnswer));
    },
    getScaleAnswer: async ({ request, params }) => ok(scaleAnswer(await ownScaleAnswer(request, params.id))),
    async createScaleAnswer({ request, body }) {
      await ownScale(request, body.surveyScaleId);
      const [row] = await db.query<ScaleAnswerRow>(
        `insert into survey_scale_answers (survey_scale_id, description, scale_value, answer_order)
         values ($1, $2, $3, $4) returning *`,
        [body.surveyScaleId, body.description, body.scaleValue, body.answerOrder],
      );
      return ok(row ? scaleAnswer(row) : null, m.recordSaved);
    },
    async updateScaleAnswer({ request, body }) {
      await ownScaleAnswer(request, body.surveyScaleAnswerId);
      const [row] = await db.query<ScaleAnswerRow>(
        `update survey_scale_answers set description = $2, scale_value = $3, answer_order = $4,
           active = coalesce($5, active) where survey_scale_answer_id = $1 returning *`,
        [body.surveyScaleAnswerId, body.description, body.scaleValue, body.answerOrder, body.active ?? null],
      );
      return ok(row ? scaleAnswer(row) : null, m.recordSaved);
    },
    async deleteScaleAnswer({ request, query }) {
      await ownScaleAnswer(request, query.id);
      await db.query('update survey_scale_answers set active = false where survey_scale_answer_id = $1', [
        query.id,
      ]);
      return ok(null, m.recordDeactivated);
    },
  } satisfies Partial<HandlerMap>;
}
