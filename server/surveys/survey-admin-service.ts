import type { SurveyPayload } from '../../openapi/generated/schema.js';
import { isAudienceAddressed } from '../audience/audience-store.js';
import { newItemNotice, setItemAudience } from '../audience/item-audience.js';
import type { Database } from '../db/database.js';
import { Conflict, invalidInput } from '../domain-errors.js';
import type { Notifier } from '../notifications/notifier.js';
import { deactivateSurvey, getAdminSurvey, insertSurvey, updateSurveyFields } from './admin-store.js';
import { surveyMessages as m } from './survey-messages.js';

const SURVEYS_LINK = '/surveys';

interface Deps {
  db: Database;
  notifier: Notifier;
  clock(): Date;
  today(): string;
}

/** Surveys as HR saves them (spec 002 §4, §5): the date rules, the audience and the kept anonymity. */
export function surveyAdminService({ db, notifier, clock, today }: Deps) {
  async function checkPayload(body: SurveyPayload, companyId: number, previousStart?: string) {
    // Editing may keep a start date already past; a new or moved start may not be before today.
    if (body.startDate !== previousStart && body.startDate < today())
      throw invalidInput([{ field: 'startDate', message: m.startBeforeToday }]);
    if (body.endDate < body.startDate) throw invalidInput([{ field: 'endDate', message: m.endBeforeStart }]);
    if (body.users.length === 0 && (await isAudienceAddressed(db, companyId, 'Encuesta')))
      throw invalidInput([{ field: 'users', message: m.audienceRequired }]);
  }

  return {
    async create(companyId: number, body: SurveyPayload) {
      await checkPayload(body, companyId);
      const id = await db.transaction(async (tx) => {
        const surveyId = await insertSurvey(tx, companyId, body, clock());
        await setItemAudience(tx, companyId, 'survey', surveyId, body.users);
        // The people it is aimed at hear of it, when the company's survey event type says so.
        const notice = await newItemNotice(tx, companyId, 'Encuesta');
        if (notice)
          for (const person of new Set(body.users))
            await notifier.notify(tx, {
              userId: person,
              message: notice,
              eventMessage: m.notificationKind,
              link: SURVEYS_LINK,
              targetId: surveyId,
            });
        return surveyId;
      });
      return getAdminSurvey(db, id, companyId, today());
    },

    async update(companyId: number, body: SurveyPayload & { surveyId: number }) {
      const current = await getAdminSurvey(db, body.surveyId, companyId, today());
      await checkPayload(body, companyId, current.startDate);
      // People who began under the promise of anonymity keep it: the setting cannot be withdrawn afterwards.
      if (current.isAnonymous && !body.isAnonymous && current.isAlreadyStarted)
        throw invalidInput([{ field: 'isAnonymous', message: m.anonymityKept }]);
      await db.transaction(async (tx) => {
        await updateSurveyFields(tx, body.surveyId, body);
        await setItemAudience(tx, companyId, 'survey', body.surveyId, body.users);
      });
      return getAdminSurvey(db, body.surveyId, companyId, today());
    },

    async deactivate(companyId: number, surveyId: number) {
      const survey = await getAdminSurvey(db, surveyId, companyId, today());
      if (!survey.active) throw new Conflict(m.deactivateFailed);
      await deactivateSurvey(db, surveyId);
    },
  };
}
