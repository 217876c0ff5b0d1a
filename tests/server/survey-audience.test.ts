import { beforeAll, describe, expect, it } from 'vitest';
import { dayIn } from '../../domain/dates.js';
import { itemAudience } from '../../server/audience/audience-store.js';
import { DEMO_COMPANY_ID } from '../../server/db/seed/demo-company.js';
import { migrateDown, migrateUp } from '../../server/db/migrate.js';
import { surveyMessages as m } from '../../server/surveys/survey-messages.js';
import { call, fieldErrorsOf } from './support/contract.js';
import { type Session } from './support/helpers.js';
import { stores } from './support/stores.js';
import { addressSurveys } from './survey-support.js';
import { useDemoPeople, useTestApp } from './support/suite.js';

describe.each(stores)('the survey audience on $name', (store) => {
  let today: string;

  /** An open survey with one free-text question, aimed at `users` (empty: everyone). */
  async function openSurvey(title: string, users: number[]): Promise<number> {
    const created = await call(t.app, 'POST', '/backoffice/Survey/Create', {
      token: hr.token,
      body: { title, startDate: today, endDate: today, reward: 5, isAnonymous: true, users },
    });
    expect(created.body.responseCode, created.body.responseMessage).toBe('00');
    const surveyId = created.body.data.surveyId as number;
    await call(t.app, 'POST', '/backoffice/SurveyQuestion', {
      token: hr.token,
      body: { surveyId, surveyAnswerTypeId: 1, question: '¿Qué cambiarías?', surveyScaleId: null },
    });
    return surveyId;
  }

  const pendingTitles = async (person: Session) => {
    const list = await call(t.app, 'GET', '/backend/SurveyUserProfile/Surveys', { token: person.token });
    return (list.body.data.pendingSurveys as { title: string }[]).map((s) => s.title);
  };

  const t = useTestApp(store);
  const { hr, chosen, other } = useDemoPeople(t, { hr: 'hr', chosen: 'alejandro', other: 'member' });
  beforeAll(async () => {
    today = dayIn(t.time.clock());
    await addressSurveys(t.db, true);
  });

  it('keeps a survey aimed at people in the shared audience and shows it only to them', async () => {
    const surveyId = await openSurvey('Sólo para Alejandro', [chosen.userId]);
    expect(await itemAudience(t.db, 'survey', surveyId)).toEqual([chosen.userId]);
    const read = await call(t.app, 'GET', `/backoffice/Survey/Get/${surveyId}`, { token: hr.token });
    expect(read.body.data).toMatchObject({ users: [chosen.userId], surveyedCount: 1 });

    expect(await pendingTitles(chosen)).toContain('Sólo para Alejandro');
    expect(await pendingTitles(other)).not.toContain('Sólo para Alejandro');
    const questions = await call(t.app, 'GET', `/backend/SurveyQuestion/${surveyId}`, {
      token: other.token,
    });
    expect(questions.status).toBe(404);
    const start = await call(t.app, 'POST', '/backend/SurveyUserProfile', {
      token: other.token,
      body: { surveyId },
    });
    expect(start.status).toBe(404);
  });

  it("follows the company's Encuesta setting: an audience is required only while it addresses surveys", async () => {
    await addressSurveys(t.db, true);
    const refused = await call(t.app, 'POST', '/backoffice/Survey/Create', {
      token: hr.token,
      body: { title: 'Sin audiencia', startDate: today, endDate: today, reward: 0, users: [] },
    });
    expect(fieldErrorsOf(refused.body)).toEqual([{ field: 'users', message: m.audienceRequired }]);
    await addressSurveys(t.db, false);
    await openSurvey('Para toda la empresa', []);
    expect(await pendingTitles(chosen)).toContain('Para toda la empresa');
    expect(await pendingTitles(other)).toContain('Para toda la empresa');
    await addressSurveys(t.db, true);
  });

  it('refuses people outside the company, and replaces the audience on update', async () => {
    const unknown = await call(t.app, 'POST', '/backoffice/Survey/Create', {
      token: hr.token,
      body: { title: 'Ajena', startDate: today, endDate: today, reward: 0, users: [999_999] },
    });
    expect(unknown.status).toBe(400);
    expect(fieldErrorsOf(unknown.body)[0]?.field).toBe('users');
    const surveyId = await openSurvey('Cambia de audiencia', [chosen.userId]);
    const moved = await call(t.app, 'PUT', '/backoffice/Survey/PutSurvey', {
      token: hr.token,
      body: {
        surveyId,
        title: 'Cambia de audiencia',
        startDate: today,
        endDate: today,
        reward: 5,
        isAnonymous: true,
        users: [other.userId],
      },
    });
    expect(moved.body.data.users).toEqual([other.userId]);
    expect(await pendingTitles(chosen)).not.toContain('Cambia de audiencia');
    expect(await pendingTitles(other)).toContain('Cambia de audiencia');
  });

  it('rings the bells of the people a new survey is aimed at when the company notifies surveys', async () => {
    await addressSurveys(t.db, true);
    await t.db.query(
      `update company_event_types set is_notified = true, notification_text = 'Hay una nueva encuesta para ti'
        where company_id = $1 and event_type_id = (select event_type_id from event_types where event_type_name = 'Encuesta')`,
      [DEMO_COMPANY_ID],
    );
    const surveyId = await openSurvey('Aviso para Alejandro', [chosen.userId]);
    const bell = async (person: Session) =>
      (await call(t.app, 'GET', '/Home/GetNotification', { token: person.token })).body.data as {
        message: string;
        link: string;
        targetId: number;
      }[];
    expect((await bell(chosen))[0]).toMatchObject({
      message: 'Hay una nueva encuesta para ti',
      link: '/surveys',
      targetId: surveyId,
    });
    expect((await bell(other)).map((n) => n.targetId)).not.toContain(surveyId);
  });

  it('moves the audience back to survey_users on the way down and into item_audiences on the way up', async () => {
    const surveyId = await openSurvey('Migrada', [chosen.userId, other.userId]);
    await migrateDown(t.db, '0009');
    const old = await t.db.query<{ user_id: number }>(
      'select user_id from survey_users where survey_id = $1 order by user_id',
      [surveyId],
    );
    expect(old.map((r) => r.user_id)).toEqual([chosen.userId, other.userId].sort((a, b) => a - b));
    const [setting] = await t.db.query<{ is_audience_addressed: boolean }>(
      'select is_audience_addressed from survey_audience_settings where company_id = $1',
      [DEMO_COMPANY_ID],
    );
    expect(setting?.is_audience_addressed).toBe(true);
    expect(await itemAudience(t.db, 'survey', surveyId)).toEqual([]);
    await migrateUp(t.db);
    expect(await itemAudience(t.db, 'survey', surveyId)).toEqual(
      [chosen.userId, other.userId].sort((a, b) => a - b),
    );
    expect(await pendingTitles(other)).toContain('Migrada');
  });
});
