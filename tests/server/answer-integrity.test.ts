import { beforeAll, describe, expect, it } from 'vitest';
import { dayIn } from '../../domain/dates.js';
import { surveyMessages as m } from '../../server/surveys/survey-messages.js';
import { call, fieldErrorsOf } from './support/contract.js';
import { stores } from './support/stores.js';
import { createJumpSurvey } from './survey-support.js';
import { useDemoPeople, useTestApp } from './support/suite.js';

const OTHER_COMPANY = 9_001;

describe.each(stores)('one answer per question and company answer types on $name', (store) => {
  let built: Awaited<ReturnType<typeof createJumpSurvey>>;
  let participationId: number;
  const rows = async (questionId: number) =>
    t.db.query<{ value: string }>(
      `select value from survey_user_profile_answers
        where survey_user_profile_id = $1 and survey_question_id = $2`,
      [participationId, questionId],
    );
  const answer = (surveyQuestionId: number, selectedAnswerConfigId: number | null, value: string) =>
    call(t.app, 'POST', '/backend/SurveyUserProfileAnswer', {
      token: member.token,
      body: { surveyUserProfileId: participationId, surveyQuestionId, selectedAnswerConfigId, value },
    });

  const t = useTestApp(store);
  const { member, hr } = useDemoPeople(t, { member: 'alejandro', hr: 'hr' });
  beforeAll(async () => {
    built = await createJumpSurvey(t.app, hr.token, dayIn(t.time.clock()));
    const start = await call(t.app, 'POST', '/backend/SurveyUserProfile', {
      token: member.token,
      body: { surveyId: built.survey.surveyId },
    });
    participationId = start.body.data.surveyUserProfileId;
    await t.db.query(
      `insert into companies (company_id, company_name, corporate_domain, contact_email)
       values ($1, 'Otra empresa', 'otra.example', 'contacto@otra.example')`,
      [OTHER_COMPANY],
    );
  });

  it('keeps one row when 20 answers to one question arrive at once, holding one of the sent values', async () => {
    const values = Array.from({ length: 20 }, (_, i) => `Respuesta ${i}`);
    const replies = await Promise.all(values.map((value) => answer(built.q2.surveyQuestionId, null, value)));
    expect(replies.map((r) => r.body.responseCode)).toEqual(values.map(() => '00'));
    const ids = new Set(replies.map((r) => r.body.data.surveyUserProfileAnswerId));
    expect(ids.size).toBe(1);
    const stored = await rows(built.q2.surveyQuestionId);
    expect(stored).toHaveLength(1);
    expect(values).toContain(stored[0]?.value);
  });

  it('keeps one row per grid row under the same race, and one row per row of the grid', async () => {
    const row = (configId: number, value: string) => answer(built.q3.surveyQuestionId, configId, value);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => row(built.rowA.surveyAnswerConfigId, String((i % 2) + 1))),
    );
    await row(built.rowB.surveyAnswerConfigId, '1');
    expect(await rows(built.q3.surveyQuestionId)).toHaveLength(2);
  });

  it('refuses moving a grid answer onto a row that has its own answer', async () => {
    const [a] = await t.db.query<{ id: number }>(
      `select survey_user_profile_answer_id as id from survey_user_profile_answers
        where survey_user_profile_id = $1 and selected_answer_config_id = $2`,
      [participationId, built.rowA.surveyAnswerConfigId],
    );
    const moved = await call(t.app, 'PUT', '/backend/SurveyUserProfileAnswer', {
      token: member.token,
      body: {
        surveyUserProfileAnswerId: a?.id,
        surveyUserProfileId: participationId,
        surveyQuestionId: built.q3.surveyQuestionId,
        selectedAnswerConfigId: built.rowB.surveyAnswerConfigId,
        value: '2',
      },
    });
    expect(moved.status).toBe(400);
    expect(fieldErrorsOf(moved.body)[0]?.message).toBe(m.rowAlreadyAnswered);
    expect(await rows(built.q3.surveyQuestionId)).toHaveLength(2);
  });

  it('refuses a second stored answer for the same question at the store itself', async () => {
    const insert = () =>
      t.db.query(
        `insert into survey_user_profile_answers (survey_user_profile_id, survey_question_id, value, modified_at)
         values ($1, $2, 'directo', now())`,
        [participationId, built.q2.surveyQuestionId],
      );
    await expect(insert()).rejects.toThrow(/survey_answers_one_per_question/);
  });

  it("lets HR change only its company's answer types: not the shared ones, not another company's", async () => {
    const [foreign] = await t.db.query<{ id: number }>(
      `insert into survey_answer_types (description, company_id) values ('Ajeno', $1)
       returning survey_answer_type_id as id`,
      [OTHER_COMPANY],
    );
    const foreignId = foreign?.id as number;
    const list = await call(t.app, 'GET', '/backoffice/SurveyAnswerType', { token: hr.token });
    const listed = list.body.data.map((type: { surveyAnswerTypeId: number }) => type.surveyAnswerTypeId);
    expect(listed).toEqual(expect.arrayContaining([1, 2, 3, 5, 6]));
    expect(listed).not.toContain(foreignId);

    for (const id of [foreignId, 1]) {
      const update = await call(t.app, 'PUT', '/backoffice/SurveyAnswerType', {
        token: hr.token,
        body: { surveyAnswerTypeId: id, description: 'Tomado', active: false },
      });
      expect(update.status).toBe(404);
      expect(update.body.responseMessage).toBe(m.answerTypeNotFound);
      const remove = await call(t.app, 'DELETE', `/backoffice/SurveyAnswerType?id=${id}`, {
        token: hr.token,
      });
      expect(remove.status).toBe(404);
    }
    const untouched = await t.db.query<{ description: string; active: boolean }>(
      'select description, active from survey_answer_types where survey_answer_type_id in (1, $1) order by 1',
      [foreignId],
    );
    expect(untouched.every((type) => type.active && type.description !== 'Tomado')).toBe(true);

    // A survey nobody started yet, whose questions may still change.
    const fresh = await createJumpSurvey(t.app, hr.token, dayIn(t.time.clock()));
    const question = await call(t.app, 'POST', '/backoffice/SurveyQuestion', {
      token: hr.token,
      body: {
        surveyId: fresh.survey.surveyId,
        surveyAnswerTypeId: foreignId,
        question: 'Ajena',
        surveyScaleId: null,
      },
    });
    expect(question.status).toBe(400);
    expect(fieldErrorsOf(question.body)[0]?.message).toBe(m.answerTypeNotFound);

    const own = await call(t.app, 'POST', '/backoffice/SurveyAnswerType', {
      token: hr.token,
      body: { description: 'Propio', active: true },
    });
    const ownId = own.body.data.surveyAnswerTypeId;
    const renamed = await call(t.app, 'PUT', '/backoffice/SurveyAnswerType', {
      token: hr.token,
      body: { surveyAnswerTypeId: ownId, description: 'Propio 2', active: true },
    });
    expect(renamed.body.responseCode).toBe('00');
    const [row] = await t.db.query<{ company_id: number }>(
      'select company_id from survey_answer_types where survey_answer_type_id = $1',
      [ownId],
    );
    expect(row?.company_id).toBe(871);
  });
});
