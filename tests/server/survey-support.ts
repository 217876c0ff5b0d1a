import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEMO_COMPANY_ID } from '../../server/db/seed/demo-company.js';
import type { Queryable } from '../../server/db/database.js';
import { call, defined, type Envelope } from './support/contract.js';

/** Sets the demo company's "Encuesta" event type to aim surveys at a chosen audience, or not. */
export async function addressSurveys(db: Queryable, on: boolean): Promise<void> {
  await db.query(
    `delete from company_event_types where company_id = $1
        and event_type_id = (select event_type_id from event_types where event_type_name = 'Encuesta')`,
    [DEMO_COMPANY_ID],
  );
  await db.query(
    `insert into company_event_types (company_id, event_type_id, is_audience_addressed)
     select $1, event_type_id, $2 from event_types where event_type_name = 'Encuesta'`,
    [DEMO_COMPANY_ID, on],
  );
}

/**
 * Starts the seeded survey 'Clima de inclusión 2026' for `token`'s holder: the participation, and the fields a
 * multimedia form sends to answer its photo question.
 */
export async function startPhotoAnswer(app: FastifyInstance, token: string) {
  const { body } = await call(app, 'GET', '/backend/SurveyUserProfile/Surveys', { token });
  const survey = defined(
    body.data.pendingSurveys.find((s: { title: string }) => s.title === 'Clima de inclusión 2026'),
    'The pending survey',
  );
  const start = await call(app, 'POST', '/backend/SurveyUserProfile', {
    token,
    body: { surveyId: survey.surveyId },
  });
  const { questions } = (await call(app, 'GET', `/backend/SurveyQuestion/${survey.surveyId}`, { token })).body
    .data;
  const photo = defined(
    questions.find((q: { surveyAnswerTypeId: number }) => q.surveyAnswerTypeId === 5),
    'The photo question',
  );
  const surveyUserProfileId: number = start.body.data.surveyUserProfileId;
  const InputValues = JSON.stringify({ surveyUserProfileId, surveyQuestionId: photo.surveyQuestionId });
  return { surveyUserProfileId, fields: { SurveyId: String(survey.surveyId), InputValues } };
}

/** The answers of a participation, as `token`'s holder asks for them. */
export const participationAnswers = (app: FastifyInstance, surveyUserProfileId: number, token: string) =>
  call(app, 'GET', `/backend/SurveyUserProfileAnswer?surveyUserProfileId=${surveyUserProfileId}`, { token });

/** HR builds a survey: 1 choice (No jumps to 3; "Prefiero no" ends), 2 free text, 3 scale grid. */
export async function createJumpSurvey(
  app: FastifyInstance,
  token: string,
  today: string,
  reward = 40,
  isAnonymous = true,
) {
  const ok = <D>(result: { body: Envelope<D> }): D => {
    expect(result.body.responseCode, result.body.responseMessage).toBe('00');
    return result.body.data;
  };
  // Everyone the shared picker offers (no group, job role or branch filter).
  const audience = ok(await call(app, 'GET', '/backoffice/UserProfile/GetByFilter/0/0/0', { token }));
  const users = audience.map((u) => u.userProfileId);
  const survey = ok(
    await call(app, 'POST', '/backoffice/Survey/Create', {
      token,
      body: { title: 'Prueba, "con" comillas', startDate: today, endDate: today, reward, isAnonymous, users },
    }),
  );
  const scale = ok(
    await call(app, 'POST', '/backoffice/SurveyScale', {
      token,
      body: { description: 'Acuerdo', active: true },
    }),
  );
  for (const [i, description] of ['Poco', 'Mucho'].entries()) {
    ok(
      await call(app, 'POST', '/backoffice/SurveyScaleAnswer', {
        token,
        body: { surveyScaleId: scale.surveyScaleId, description, scaleValue: i + 1, answerOrder: i + 1 },
      }),
    );
  }
  const question = async (surveyAnswerTypeId: number, text: string, surveyScaleId: number | null = null) =>
    ok(
      await call(app, 'POST', '/backoffice/SurveyQuestion', {
        token,
        body: { surveyId: survey.surveyId, surveyAnswerTypeId, question: text, surveyScaleId },
      }),
    );
  const q1 = await question(2, '¿Trabajas en sitio?');
  const q2 = await question(1, '¿Por qué?');
  const q3 = await question(3, 'Evalúa', scale.surveyScaleId);
  const option = async (
    surveyQuestionId: number,
    answerOrder: number,
    answer: string,
    stepAnswer: number | null,
  ) =>
    ok(
      await call(app, 'POST', '/backoffice/SurveyAnswerConfig', {
        token,
        body: { surveyQuestionId, answerOrder, answer, isRight: false, isImage: false, stepAnswer },
      }),
    );
  const yes = await option(q1.surveyQuestionId, 1, 'Sí', null);
  const no = await option(q1.surveyQuestionId, 2, 'No', q3.surveyQuestionId);
  const skip = await option(q1.surveyQuestionId, 3, 'Prefiero no', -1);
  const rowA = await option(q3.surveyQuestionId, 1, 'Equipo', null);
  const rowB = await option(q3.surveyQuestionId, 2, 'Jefatura', null);
  return { survey, q1, q2, q3, yes, no, skip, rowA, rowB };
}
