import type { components } from '../../openapi/generated/schema.js';
import { currentUser } from '../auth/request-auth.js';
import type { Queryable } from '../db/database.js';
import { ok } from '../http/envelope.js';
import type { Services } from '../services.js';
import { assertQuestionsEditable, getAdminSurvey, listAdminSurveys } from '../surveys/admin-store.js';
import { audienceOf } from '../surveys/survey-audience.js';
import { surveyMessages as m } from '../surveys/survey-messages.js';
import { surveyQuestionHandlers } from './survey-questions.js';
import type { HandlerMap } from './handler.js';
import { Conflict, invalidInput } from '../domain-errors.js';

type SurveyPayload = components['schemas']['SurveyPayload'];

/** Survey administration for HR (spec 002 §4, §5, §7): the surveys themselves; questions in their own file. */
export function surveyAdminHandlers(services: Services) {
  const { db, clock, today } = services;
  // Every operation here is x-roles [hr]: the registrar admitted only HR before the handler runs.
  const hr = currentUser;

  async function checkPayload(body: SurveyPayload, companyId: number, previousStart?: string) {
    // Editing may keep a start date already past; a new or moved start may not be before today.
    if (body.startDate !== previousStart && body.startDate < today())
      throw invalidInput([{ field: 'startDate', message: m.startBeforeToday }]);
    if (body.endDate < body.startDate) throw invalidInput([{ field: 'endDate', message: m.endBeforeStart }]);
    const audience = await audienceOf(db, companyId);
    if (audience.isAudienceAddressed && body.users.length === 0)
      throw invalidInput([{ field: 'users', message: m.audienceRequired }]);
    const ids = new Set(audience.users.map((u) => u.userProfileId));
    if (body.users.some((id) => !ids.has(id)))
      throw invalidInput([{ field: 'users', message: m.audienceUnknown }]);
  }

  async function saveUsers(tx: Queryable, surveyId: number, users: number[]) {
    await tx.query('delete from survey_users where survey_id = $1', [surveyId]);
    for (const userId of new Set(users)) {
      await tx.query('insert into survey_users (survey_id, user_id) values ($1, $2)', [surveyId, userId]);
    }
  }

  return {
    listSurveys: async ({ request }) => ok(await listAdminSurveys(db, hr(request).companyId, today())),
    getSurvey: async ({ request, params }) =>
      ok(await getAdminSurvey(db, params.id, hr(request).companyId, today())),
    getSurveyAudience: async ({ request }) => ok(await audienceOf(db, hr(request).companyId)),

    async createSurvey({ request, body }) {
      const { companyId } = hr(request);
      await checkPayload(body, companyId);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(
          `insert into surveys (company_id, title, start_date, end_date, reward, is_anonymous, created_at)
           values ($1, $2, $3, $4, $5, $6, $7) returning survey_id as id`,
          [companyId, body.title, body.startDate, body.endDate, body.reward, body.isAnonymous, clock()],
        );
        if (!row) throw new Error('survey not inserted');
        await saveUsers(tx, row.id, body.users);
        return row.id;
      });
      return ok(await getAdminSurvey(db, id, companyId, today()), m.saved);
    },

    async updateSurvey({ request, body }) {
      const { companyId } = hr(request);
      const current = await getAdminSurvey(db, body.surveyId, companyId, today());
      await checkPayload(body, companyId, current.startDate);
      // People who began under the promise of anonymity keep it: the setting cannot be withdrawn afterwards.
      if (current.isAnonymous && !body.isAnonymous && current.isAlreadyStarted)
        throw invalidInput([{ field: 'isAnonymous', message: m.anonymityKept }]);
      await db.transaction(async (tx) => {
        await tx.query(
          `update surveys set title = $2, start_date = $3, end_date = $4, reward = $5, is_anonymous = $6
            where survey_id = $1`,
          [body.surveyId, body.title, body.startDate, body.endDate, body.reward, body.isAnonymous],
        );
        await saveUsers(tx, body.surveyId, body.users);
      });
      return ok(await getAdminSurvey(db, body.surveyId, companyId, today()), m.saved);
    },

    async deactivateSurvey({ request, query }) {
      const { companyId } = hr(request);
      const survey = await getAdminSurvey(db, query.id, companyId, today());
      if (!survey.active) throw new Conflict(m.deactivateFailed);
      await db.query('update surveys set active = false where survey_id = $1', [query.id]);
      return { ...ok(null, m.deactivated) };
    },

    ...surveyQuestionHandlers(services, { hr, today, assertQuestionsEditable }),
  } satisfies Partial<HandlerMap>;
}
