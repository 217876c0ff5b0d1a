import { beforeAll, describe, expect, it } from 'vitest';
import { surveyMessages as m } from '../../server/surveys/survey-messages.js';
import { dayIn } from '../../domain/dates.js';
import { seedSurveys } from '../../server/surveys/survey-seed.js';
import { sendForm } from './support/forms.js';
import { solidPng } from './profile-support/png.js';
import { call, defined, fieldErrorsOf } from './support/contract.js';
import { login } from './support/helpers.js';
import { stores } from './support/stores.js';
import { createJumpSurvey, participationAnswers, startPhotoAnswer } from './survey-support.js';
import { useDemoPeople, useTestApp } from './support/suite.js';

describe.each(stores)('answering surveys on $name', (store) => {
  let built: Awaited<ReturnType<typeof createJumpSurvey>>;
  const reward = async (token: string) =>
    (await call(t.app, 'GET', '/BackEnd/Profile', { token })).body.data.reward as number;

  const t = useTestApp(store, { seeds: [seedSurveys] });
  const { member, hr } = useDemoPeople(t, { member: 'alejandro', hr: 'hr' });
  beforeAll(async () => {
    built = await createJumpSurvey(t.app, hr.token, dayIn(t.time.clock()));
  });

  it('lists the seeded survey as pending with its question count, due date and reward', async () => {
    const { body } = await call(t.app, 'GET', '/backend/SurveyUserProfile/Surveys', { token: member.token });
    const seeded = body.data.pendingSurveys.find(
      (s: { title: string }) => s.title === 'Clima de inclusión 2026',
    );
    expect(seeded).toMatchObject({ questionCount: 5, reward: 150, surveyUserProfileId: null });
    expect(body.data.resolvedSurveys.map((s: { title: string }) => s.title)).toEqual([
      'Bienestar y diversidad 2025',
    ]);
  });

  it('returns the questions with options, jumps and scale answers', async () => {
    const { body } = await call(t.app, 'GET', `/backend/SurveyQuestion/${built.survey.surveyId}`, {
      token: member.token,
    });
    expect(body.data.questions.map((q: { surveyAnswerTypeId: number }) => q.surveyAnswerTypeId)).toEqual([
      2, 1, 3,
    ]);
    expect(body.data.questions[0]?.answers[1]).toMatchObject({
      answer: 'No',
      stepAnswer: built.q3.surveyQuestionId,
    });
    expect(body.data.questions[2]?.scaleAnswers.map((s: { description: string }) => s.description)).toEqual([
      'Poco',
      'Mucho',
    ]);
  });

  it('completes through the jump, credits the reward once and then refuses more answers', async () => {
    const before = await reward(member.token);
    const start = await call(t.app, 'POST', '/backend/SurveyUserProfile', {
      token: member.token,
      body: { surveyId: built.survey.surveyId },
    });
    const id = start.body.data.surveyUserProfileId as number;
    const again = await call(t.app, 'POST', '/backend/SurveyUserProfile', {
      token: member.token,
      body: { surveyId: built.survey.surveyId },
    });
    expect(again.body.data.surveyUserProfileId).toBe(id);
    const answer = (surveyQuestionId: number, selectedAnswerConfigId: number | null, value: string) =>
      call(t.app, 'POST', '/backend/SurveyUserProfileAnswer', {
        token: member.token,
        body: { surveyUserProfileId: id, surveyQuestionId, selectedAnswerConfigId, value },
      });
    const first = await answer(built.q1.surveyQuestionId, built.yes.surveyAnswerConfigId, '');
    expect(first.body.data.isSurveyCompleted).toBe(false);
    // Changing the answer to "No" updates it (same id) and jumps past question 2.
    const changed = await call(t.app, 'PUT', '/backend/SurveyUserProfileAnswer', {
      token: member.token,
      body: {
        surveyUserProfileAnswerId: first.body.data.surveyUserProfileAnswerId,
        surveyUserProfileId: id,
        surveyQuestionId: built.q1.surveyQuestionId,
        selectedAnswerConfigId: built.no.surveyAnswerConfigId,
        value: '',
      },
    });
    expect(changed.body.data.surveyUserProfileAnswerId).toBe(first.body.data.surveyUserProfileAnswerId);
    const badScale = await answer(built.q3.surveyQuestionId, built.rowA.surveyAnswerConfigId, '9');
    expect(badScale.status).toBe(400);
    expect(
      (await answer(built.q3.surveyQuestionId, built.rowA.surveyAnswerConfigId, '2')).body.data
        .isSurveyCompleted,
    ).toBe(false);
    const last = await answer(built.q3.surveyQuestionId, built.rowB.surveyAnswerConfigId, '1');
    expect(last.body).toMatchObject({ responseMessage: m.completed, data: { isSurveyCompleted: true } });
    expect(await reward(member.token)).toBe(before + 40);
    const refused = await answer(built.q3.surveyQuestionId, built.rowB.surveyAnswerConfigId, '2');
    expect(refused.status).toBe(409);
    const touched = await call(t.app, 'PUT', '/backend/SurveyUserProfile', {
      token: member.token,
      body: { surveyUserProfileId: id },
    });
    expect(touched.body.data.isSurveyCompleted).toBe(true);
    expect(await reward(member.token)).toBe(before + 40);
    const lists = await call(t.app, 'GET', '/backend/SurveyUserProfile/Surveys', { token: member.token });
    expect(lists.body.data.resolvedSurveys[0]).toMatchObject({ surveyId: built.survey.surveyId });
    const own = await call(
      t.app,
      'GET',
      `/backend/SurveyUserProfileAnswer/${built.q3.surveyQuestionId}/${id}`,
      {
        token: member.token,
      },
    );
    expect(own.body.data).toHaveLength(2);
  });

  it('takes image answers checked by content and refuses what is not an image', async () => {
    const other = await login(t.app, 'valeria.gutierrez@example.com');
    const { surveyUserProfileId, fields } = await startPhotoAnswer(t.app, other.token);
    const sendImage = (data: Buffer) =>
      sendForm(
        t.app,
        'POST',
        '/backend/SurveyMultimedia',
        { ...fields, FileImage: { data, name: 'a.png', type: 'image/png' } },
        other.token,
      );
    const fake = await sendImage(Buffer.from('hola'));
    expect(fake.status).toBe(400);
    expect(fieldErrorsOf(fake.body)[0]?.message).toBe(m.imageOnly);
    const real = await sendImage(solidPng());
    expect(real.body.responseCode).toBe('00');
    const answers = await participationAnswers(t.app, surveyUserProfileId, other.token);
    expect(JSON.parse(defined(answers.body.data[0], 'The image answer').value)[0]).toMatch(
      /^\/files\/uploads\/surveys\/[0-9a-f-]{36}\.png$/,
    );
  });

  it("refuses another person's participation and survey not meant for them", async () => {
    const other = await login(t.app, 'valeria.gutierrez@example.com');
    const list = await call(t.app, 'GET', '/backend/SurveyUserProfile', { token: member.token });
    const id = defined(list.body.data[0], 'A participation').surveyUserProfileId;
    const peek = await participationAnswers(t.app, id, other.token);
    expect(peek.status).toBe(404);
    const membersFirstAnswer = (token: string) =>
      call(t.app, 'GET', `/backend/SurveyUserProfileAnswers/${built.q1.surveyQuestionId}/${member.userId}`, {
        token,
      });
    const foreign = await membersFirstAnswer(other.token);
    expect(foreign.status).toBe(403);
    const byHr = await membersFirstAnswer(hr.token);
    expect(byHr.body.data[0]?.selectedAnswerConfigId).toBe(built.no.surveyAnswerConfigId);
  });
});
