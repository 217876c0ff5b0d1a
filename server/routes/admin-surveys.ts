import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/request-auth.js';
import { ok } from '../http/envelope.js';
import type { Services } from '../services.js';
import { getAdminSurvey, listAdminSurveys } from '../surveys/admin-store.js';
import { surveyAdminService } from '../surveys/survey-admin-service.js';
import { surveyMessages as m } from '../surveys/survey-messages.js';
import { adminSurveyQuestionHandlers } from './admin-surveys-questions.js';
import type { HandlerMap } from './handler.js';

/** Survey administration for HR (spec 002 §4, §5, §7): the surveys themselves; questions in their own file. */
export function adminSurveyHandlers(services: Services) {
  const { db, today } = services;
  const surveys = surveyAdminService(services);
  // Every operation here is x-roles [hr]: the registrar admitted only HR before the handler runs.
  const companyOf = (request: FastifyRequest) => currentUser(request).companyId;

  return {
    listSurveys: async ({ request }) => ok(await listAdminSurveys(db, companyOf(request), today())),
    getSurvey: async ({ request, params }) =>
      ok(await getAdminSurvey(db, params.id, companyOf(request), today())),
    createSurvey: async ({ request, body }) => ok(await surveys.create(companyOf(request), body), m.saved),
    updateSurvey: async ({ request, body }) => ok(await surveys.update(companyOf(request), body), m.saved),
    async deactivateSurvey({ request, query }) {
      await surveys.deactivate(companyOf(request), query.id);
      return ok(null, m.deactivated);
    },
    ...adminSurveyQuestionHandlers(services),
  } satisfies Partial<HandlerMap>;
}
