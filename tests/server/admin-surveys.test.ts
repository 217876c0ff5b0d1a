import { beforeAll, describe, expect, it } from 'vitest';
import { surveyMessages as m } from '../../server/surveys/survey-messages.js';
import { dayIn } from '../../domain/dates.js';
import { seedSurveys } from '../../server/surveys/survey-seed.js';
import { call, defined, fieldErrorsOf } from './support/contract.js';
import { getAs } from './support/helpers.js';
import { stores } from './support/stores.js';
import { addressSurveys, createJumpSurvey } from './survey-support.js';
import { useDemoPeople, useTestApp } from './support/suite.js';

describe.each(stores)('survey administration on $name', (store) => {
  let today: string;
  const t = useTestApp(store, { seeds: [seedSurveys] });
  const { hr, member } = useDemoPeople(t, { hr: 'hr', member: 'alejandro' });
  beforeAll(async () => {
    await addressSurveys(t.db, true);
    today = dayIn(t.time.clock());
  });

  it('validates dates and the audience', async () => {
    const base = { title: 'Nueva', startDate: today, endDate: today, reward: 10, users: [] };
    const noUsers = await call(t.app, 'POST', '/backoffice/Survey/Create', { token: hr.token, body: base });
    expect(fieldErrorsOf(noUsers.body)).toEqual([{ field: 'users', message: m.audienceRequired }]);
    const past = await call(t.app, 'POST', '/backoffice/Survey/Create', {
      token: hr.token,
      body: { ...base, startDate: '2020-01-01', users: [member.userId] },
    });
    expect(fieldErrorsOf(past.body)[0]?.message).toBe(m.startBeforeToday);
    const blank = await call(t.app, 'POST', '/backoffice/Survey/Create', {
      token: hr.token,
      body: { ...base, title: ' x', users: [member.userId] },
    });
    expect(blank.status).toBe(400);
  });

  it('locks questions once people started, charts answers by grouping and exports the CSV', async () => {
    // Not anonymous: HR chose to see who answered, so the breakdown and the CSV name people.
    const built = await createJumpSurvey(t.app, hr.token, today, 40, false);
    const backJump = await call(t.app, 'PUT', '/backoffice/SurveyAnswerConfig', {
      token: hr.token,
      body: { ...built.no, stepAnswer: built.q1.surveyQuestionId },
    });
    expect(fieldErrorsOf(backJump.body)[0]?.message).toBe(m.jumpInvalid);
    const start = await call(t.app, 'POST', '/backend/SurveyUserProfile', {
      token: member.token,
      body: { surveyId: built.survey.surveyId },
    });
    const id = start.body.data.surveyUserProfileId;
    await call(t.app, 'POST', '/backend/SurveyUserProfileAnswer', {
      token: member.token,
      body: {
        surveyUserProfileId: id,
        surveyQuestionId: built.q1.surveyQuestionId,
        selectedAnswerConfigId: built.skip.surveyAnswerConfigId,
        value: '',
      },
    });
    const survey = (
      await call(t.app, 'GET', `/backoffice/Survey/Get/${built.survey.surveyId}`, { token: hr.token })
    ).body.data;
    expect(survey).toMatchObject({ isAlreadyStarted: true, estatus: 'Activa', answeredCount: 1 });
    const locked = await call(t.app, 'POST', '/backoffice/SurveyQuestion', {
      token: hr.token,
      body: { surveyId: built.survey.surveyId, surveyAnswerTypeId: 1, question: 'Otra', surveyScaleId: null },
    });
    expect(locked.body.responseMessage).toBe(m.questionsLocked);
    const removal = await call(
      t.app,
      'DELETE',
      `/backoffice/SurveyQuestion?id=${built.q1.surveyQuestionId}`,
      {
        token: hr.token,
      },
    );
    expect(removal.body.responseMessage).toBe(m.questionHasAnswers);

    /** The first question's chart in total (1) or by segment (4). */
    const chartOf = (view: 1 | 4) =>
      call(
        t.app,
        'GET',
        `/backoffice/Survey/GetChartData/${built.survey.surveyId}/${built.q1.surveyQuestionId}/${view}`,
        { token: hr.token },
      );
    const chart = await chartOf(1);
    expect(JSON.parse(defined(chart.body.data[0], 'The series').data)).toEqual(['Total']);
    expect(JSON.parse(defined(chart.body.data[1], 'The answers').data)).toEqual([
      { answer: 'Sí', Total: 0 },
      { answer: 'No', Total: 0 },
      { answer: 'Prefiero no', Total: 1 },
    ]);
    const bySegment = await chartOf(4);
    expect(JSON.parse(defined(bySegment.body.data[0], 'The series').data)).toEqual(['Transgénero']);

    const csv = await getAs(t.app, `/api/backoffice/Survey/GetCSV/${built.survey.surveyId}`, hr.token);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('filename="Prueba-con-comillas.csv"');
    const text = csv.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFUsuario,Correo,Pregunta,Tipo de respuesta,Respuesta,Fecha\r\n')).toBe(true);
    expect(text).toContain(
      'alejandro.cruz@demo.muropride.mx,¿Trabajas en sitio?,Opción múltiple,Prefiero no,',
    );

    const deactivated = await call(t.app, 'DELETE', `/backoffice/Survey?id=${built.survey.surveyId}`, {
      token: hr.token,
    });
    expect(deactivated.body.responseMessage).toBe(m.deactivated);
    const after = (
      await call(t.app, 'GET', `/backoffice/Survey/Get/${built.survey.surveyId}`, { token: hr.token })
    ).body.data;
    expect(after).toMatchObject({ active: false, estatus: 'Terminada' });
  });

  it('lists open answers of the seeded finished survey', async () => {
    const surveys = (await call(t.app, 'GET', '/backoffice/Survey', { token: hr.token })).body.data;
    const finished = defined(
      surveys.find((s: { title: string }) => s.title === 'Bienestar y diversidad 2025'),
      'The finished survey',
    );
    expect(finished.estatus).toBe('Terminada');
    const open = defined(
      finished.questions.find((q: { surveyAnswerTypeId: number }) => q.surveyAnswerTypeId === 1),
      'The open question',
    );
    const answers = await call(t.app, 'GET', `/backoffice/SurveyQuestion/Answers/${open.surveyQuestionId}`, {
      token: hr.token,
    });
    expect(answers.body.data.length).toBeGreaterThan(2);
    expect(answers.body.data[0]).toHaveProperty('userName');
  });

  it('makes a new survey anonymous unless HR says otherwise, and keeps the promise once people started', async () => {
    const body = { title: 'Anónima', startDate: today, endDate: today, reward: 0, users: [member.userId] };
    const plain = await call(t.app, 'POST', '/backoffice/Survey/Create', { token: hr.token, body });
    expect(plain.body.data.isAnonymous).toBe(true);
    const named = await call(t.app, 'POST', '/backoffice/Survey/Create', {
      token: hr.token,
      body: { ...body, title: 'Con nombre', isAnonymous: false },
    });
    expect(named.body.data.isAnonymous).toBe(false);
    const survey = named.body.data;
    const update = { surveyId: survey.surveyId, ...body, title: 'Con nombre' };
    const madeAnonymous = await call(t.app, 'PUT', '/backoffice/Survey/PutSurvey', {
      token: hr.token,
      body: { ...update, isAnonymous: true },
    });
    expect(madeAnonymous.body.data.isAnonymous).toBe(true);

    const built = await createJumpSurvey(t.app, hr.token, today);
    const namedWithQuestions = await createJumpSurvey(t.app, hr.token, today, 5, false);
    // The member sees which is which before starting.
    const listed = await call(t.app, 'GET', '/backend/SurveyUserProfile/Surveys', { token: member.token });
    const pending = listed.body.data.pendingSurveys as { surveyId: number; isAnonymous: boolean }[];
    expect(pending.find((p) => p.surveyId === built.survey.surveyId)?.isAnonymous).toBe(true);
    expect(pending.find((p) => p.surveyId === namedWithQuestions.survey.surveyId)?.isAnonymous).toBe(false);

    await call(t.app, 'POST', '/backend/SurveyUserProfile', {
      token: member.token,
      body: { surveyId: built.survey.surveyId },
    });
    const withdrawn = await call(t.app, 'PUT', '/backoffice/Survey/PutSurvey', {
      token: hr.token,
      body: { ...update, surveyId: built.survey.surveyId, users: built.survey.users, isAnonymous: false },
    });
    expect(fieldErrorsOf(withdrawn.body)).toEqual([{ field: 'isAnonymous', message: m.anonymityKept }]);
  });

  it('names nobody in an anonymous survey and withholds breakdown groups under 5 people', async () => {
    const built = await createJumpSurvey(t.app, hr.token, today);
    expect(built.survey.isAnonymous).toBe(true);
    const start = await call(t.app, 'POST', '/backend/SurveyUserProfile', {
      token: member.token,
      body: { surveyId: built.survey.surveyId },
    });
    await call(t.app, 'POST', '/backend/SurveyUserProfileAnswer', {
      token: member.token,
      body: {
        surveyUserProfileId: start.body.data.surveyUserProfileId,
        surveyQuestionId: built.q1.surveyQuestionId,
        selectedAnswerConfigId: built.skip.surveyAnswerConfigId,
        value: '',
      },
    });
    const info = await call(t.app, 'GET', `/backoffice/Survey/GetSurveyInfo/${built.survey.surveyId}`, {
      token: hr.token,
    });
    expect(info.body.data.isAnonymous).toBe(true);
    const chart = (grouping: number) =>
      call(
        t.app,
        'GET',
        `/backoffice/Survey/GetChartData/${built.survey.surveyId}/${built.q1.surveyQuestionId}/${grouping}`,
        { token: hr.token },
      );
    const general = (await chart(1)).body.data;
    expect(general).toHaveLength(2);
    expect(JSON.parse(defined(general[1], 'The answers').data)).toContainEqual({
      answer: 'Prefiero no',
      Total: 1,
    });
    const bySegment = (await chart(4)).body.data;
    expect(JSON.parse(defined(bySegment[0], 'The series').data)).toEqual([]);
    expect(JSON.parse(defined(bySegment[1], 'The answers').data)).toContainEqual({ answer: 'Prefiero no' });
    expect(bySegment[2]).toEqual({ id: 2, data: JSON.stringify(['Transgénero']) });

    const csv = await getAs(t.app, `/api/backoffice/Survey/GetCSV/${built.survey.surveyId}`, hr.token);
    const text = csv.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFPregunta,Tipo de respuesta,Respuesta,Fecha\r\n')).toBe(true);
    expect(text).toMatch(/\r\n¿Trabajas en sitio\?,Opción múltiple,Prefiero no,\d{2}\/\d{2}\/\d{4}\r\n/);
    expect(text).not.toContain('alejandro.cruz@demo.muropride.mx');
    expect(text).not.toContain('Alejandro');
  });

  it('lists the open answers of an anonymous survey without names', async () => {
    const surveys = (await call(t.app, 'GET', '/backoffice/Survey', { token: hr.token })).body.data;
    const finished = defined(
      surveys.find((s: { title: string }) => s.title === 'Bienestar y diversidad 2025'),
      'The finished survey',
    );
    expect(finished.isAnonymous).toBe(true);
    const open = defined(
      finished.questions.find((q: { surveyAnswerTypeId: number }) => q.surveyAnswerTypeId === 1),
      'The open question',
    );
    const answers = await call(t.app, 'GET', `/backoffice/SurveyQuestion/Answers/${open.surveyQuestionId}`, {
      token: hr.token,
    });
    const rows = answers.body.data as { userName: string | null; answerText: string }[];
    expect(rows.every((row) => row.userName === null)).toBe(true);
    const texts = rows.map((row) => row.answerText);
    expect(texts).toEqual([...texts].sort((a, b) => a.localeCompare(b, 'es-MX')));
  });
});
