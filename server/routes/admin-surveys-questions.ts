import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/request-auth.js';
import { ok } from '../http/envelope.js';
import type { Services } from '../services.js';
import { surveyQuestionService } from '../surveys/question-service.js';
import { surveyMessages as m } from '../surveys/survey-messages.js';
import type { HandlerMap } from './handler.js';

/** Questions and their answer options (spec 002 §4-§5); every operation is x-roles [hr]. */
export function adminSurveyQuestionHandlers(services: Services) {
  const questions = surveyQuestionService(services);
  const companyOf = (request: FastifyRequest) => currentUser(request).companyId;

  return {
    listSurveyQuestions: async ({ request, params }) =>
      ok(await questions.list(companyOf(request), params.surveyId)),
    createSurveyQuestion: async ({ request, body }) =>
      ok(await questions.create(companyOf(request), body), m.questionCreated),
    updateSurveyQuestion: async ({ request, body }) =>
      ok(await questions.update(companyOf(request), body), m.questionUpdated),
    async deleteSurveyQuestion({ request, query }) {
      await questions.remove(companyOf(request), query.id);
      return ok(null, m.questionDeleted);
    },
    listAnswerConfigs: async ({ request, params }) =>
      ok(await questions.options(companyOf(request), params.questionId)),
    createAnswerConfig: async ({ request, body }) =>
      ok(await questions.createOption(companyOf(request), body), m.answerCreated),
    updateAnswerConfig: async ({ request, body }) =>
      ok(await questions.updateOption(companyOf(request), body), m.answerUpdated),
    async deactivateAnswerConfig({ request, query }) {
      await questions.deactivateOption(companyOf(request), query.id);
      return ok(null, m.recordDeactivated);
    },
  } satisfies Partial<HandlerMap>;
}
