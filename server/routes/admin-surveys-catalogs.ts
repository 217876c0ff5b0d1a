import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/request-auth.js';
import { ok } from '../http/envelope.js';
import type { Services } from '../services.js';
import * as store from '../surveys/catalog-store.js';
import type { ScaleAnswerRow, ScaleRow, TypeRow } from '../surveys/catalog-store.js';
import { surveyMessages as m } from '../surveys/survey-messages.js';
import type { HandlerMap } from './handler.js';
import { NotFound } from '../domain-errors.js';

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
const mapped = <R, T>(row: R | undefined, view: (r: R) => T) => (row ? view(row) : null);

/**
 * Answer types, scales and scale answers (spec 002 §7), all HR-only. Scales and added answer types belong to
 * the company; the built-in answer types are shared and read-only (docs/decisions/0067-one-per-member-rules.md).
 */
export function adminSurveyCatalogHandlers({ db }: Services) {
  // Every operation here is x-roles [hr]: the registrar admitted only HR before the handler runs.
  const companyOf = (request: FastifyRequest) => currentUser(request).companyId;
  const ownScale = async (request: FastifyRequest, id: number) =>
    found(await store.findScale(db, companyOf(request), id), m.scaleNotFound);
  const ownScaleAnswer = async (request: FastifyRequest, id: number) =>
    found(await store.findScaleAnswer(db, companyOf(request), id), m.scaleAnswerNotFound);

  return {
    listAnswerTypes: async ({ request }) =>
      ok((await store.listAnswerTypes(db, companyOf(request))).map(answerType)),
    createAnswerType: async ({ request, body }) =>
      ok(mapped(await store.insertAnswerType(db, companyOf(request), body), answerType), m.recordSaved),
    async updateAnswerType({ request, body }) {
      const row = await store.updateAnswerType(db, companyOf(request), body.surveyAnswerTypeId, body);
      return ok(answerType(found(row, m.answerTypeNotFound)), m.recordSaved);
    },
    async deactivateAnswerType({ request, query }) {
      if (!(await store.deactivateAnswerType(db, companyOf(request), query.id)))
        throw new NotFound(m.answerTypeNotFound);
      return ok(null, m.recordDeactivated);
    },

    listSurveyScales: async ({ request }) => ok((await store.listScales(db, companyOf(request))).map(scale)),
    getSurveyScale: async ({ request, params }) => ok(scale(await ownScale(request, params.id))),
    createSurveyScale: async ({ request, body }) =>
      ok(mapped(await store.insertScale(db, companyOf(request), body), scale), m.scaleCreated),
    async updateSurveyScale({ request, body }) {
      await ownScale(request, body.surveyScaleId);
      return ok(mapped(await store.updateScale(db, body.surveyScaleId, body), scale), m.scaleUpdated);
    },
    async deactivateSurveyScale({ request, query }) {
      await ownScale(request, query.id);
      await store.deactivateScale(db, query.id);
      return ok(null, m.scaleDeactivated);
    },

    async listScaleAnswers({ request, params }) {
      await ownScale(request, params.scaleId);
      return ok((await store.listScaleAnswers(db, params.scaleId)).map(scaleAnswer));
    },
    getScaleAnswer: async ({ request, params }) => ok(scaleAnswer(await ownScaleAnswer(request, params.id))),
    async createScaleAnswer({ request, body }) {
      await ownScale(request, body.surveyScaleId);
      const row = await store.insertScaleAnswer(db, body.surveyScaleId, body);
      return ok(mapped(row, scaleAnswer), m.recordSaved);
    },
    async updateScaleAnswer({ request, body }) {
      await ownScaleAnswer(request, body.surveyScaleAnswerId);
      const row = await store.updateScaleAnswer(db, body.surveyScaleAnswerId, body);
      return ok(mapped(row, scaleAnswer), m.recordSaved);
    },
    async deleteScaleAnswer({ request, query }) {
      await ownScaleAnswer(request, query.id);
      await store.deactivateScaleAnswer(db, query.id);
      return ok(null, m.recordDeactivated);
    },
  } satisfies Partial<HandlerMap>;
}
