import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, type Envelope } from './support/contract.js';

/** HR builds a survey: 1 choice (No jumps to 3; "Prefiero no" ends), 2 free text, 3 scale grid. */
export async function createJumpSurvey(
  app: FastifyInstance,
  token: string,
  today: string,
  reward = 40,
  isAnonymous = true,
) {
  const ok = (result: { body: Envelope }) => {
    expect(result.body.responseCode, result.body.responseMessage).toBe('00');
    return result.body.data;
  };
  const audience = ok(await call(app, 'GET', '/backoffice/Survey/Audience', { token }));
  const users = audience.users.map((u: { userProfileId: number }) => u.userProfileId);
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
