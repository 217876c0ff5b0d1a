import type { components } from '../../openapi/generated/schema.js';
import { itemAudience } from '../audience/audience-store.js';
import type { Queryable } from '../db/database.js';
import { firstRow, insertedId } from '../db/query-rows.js';
import type { SurveyRow } from './survey-store.js';
import { surveyMessages as m } from './survey-messages.js';
import { Conflict, NotFound } from '../domain-errors.js';

type Schemas = components['schemas'];

interface AdminSurveyRow extends SurveyRow {
  started: boolean;
  surveyed_count: number;
  answered_count: number;
  question_count: number;
}

export interface ConfigRow {
  survey_answer_config_id: number;
  survey_question_id: number;
  answer_order: number;
  answer: string;
  is_right: boolean;
  is_image: boolean;
  step_answer: number | null;
  active: boolean;
}

export const answerConfig = (r: ConfigRow): Schemas['AdminAnswerConfig'] => ({
  surveyAnswerConfigId: r.survey_answer_config_id,
  surveyQuestionId: r.survey_question_id,
  answerOrder: r.answer_order,
  answer: r.answer,
  isRight: r.is_right,
  isImage: r.is_image,
  stepAnswer: r.step_answer,
  estatus: r.active,
});

interface QuestionRow {
  survey_question_id: number;
  survey_id: number;
  survey_answer_type_id: number;
  question: string;
  survey_scale_id: number | null;
  answer_type: string;
  active: boolean;
  answer_count: number;
}

const surveySelect = `select s.*,
    exists (select 1 from survey_user_profiles p where p.survey_id = s.survey_id) as started,
    (select count(*) from survey_questions q where q.survey_id = s.survey_id and q.active) as question_count,
    (select count(*) from survey_user_profiles p where p.survey_id = s.survey_id and p.completed_at is not null)
      as answered_count,
    case when exists (select 1 from item_audiences ia where ia.item_kind = 'survey' and ia.item_id = s.survey_id)
      then (select count(*) from item_audiences ia where ia.item_kind = 'survey' and ia.item_id = s.survey_id)
      else (select count(*) from users u where u.company_id = s.company_id and u.role_name = 'Usuario') end
      as surveyed_count
  from surveys s`;

/** Activa while active and not past its end date; Terminada otherwise (spec 002 §4). */
const estatusOf = (row: SurveyRow, today: string) =>
  row.active && row.end_date >= today ? ('Activa' as const) : ('Terminada' as const);

export async function questionsOf(db: Queryable, surveyId: number): Promise<Schemas['AdminQuestion'][]> {
  const questions = await db.query<QuestionRow>(
    `select q.*, t.description as answer_type,
        (select count(*) from survey_user_profile_answers a where a.survey_question_id = q.survey_question_id)
          as answer_count
       from survey_questions q join survey_answer_types t using (survey_answer_type_id)
      where q.survey_id = $1 and q.active order by q.question_order, q.survey_question_id`,
    [surveyId],
  );
  const configs = await db.query<ConfigRow>(
    `select c.* from survey_answer_configs c join survey_questions q using (survey_question_id)
      where q.survey_id = $1 order by c.answer_order, c.survey_answer_config_id`,
    [surveyId],
  );
  return questions.map((q) => ({
    surveyQuestionId: q.survey_question_id,
    surveyId: q.survey_id,
    surveyAnswerTypeId: q.survey_answer_type_id,
    question: q.question,
    surveyScaleId: q.survey_scale_id,
    answerType: q.answer_type,
    estatus: q.active,
    answerCount: q.answer_count,
    answers: configs.filter((c) => c.survey_question_id === q.survey_question_id).map(answerConfig),
  }));
}

async function adminSurvey(
  db: Queryable,
  row: AdminSurveyRow,
  today: string,
): Promise<Schemas['AdminSurvey']> {
  return {
    surveyId: row.survey_id,
    title: row.title,
    startDate: row.start_date,
    endDate: row.end_date,
    reward: row.reward,
    isFullAnswered: row.surveyed_count > 0 && row.answered_count >= row.surveyed_count,
    active: row.active,
    isAlreadyStarted: row.started,
    estatus: estatusOf(row, today),
    surveyedCount: row.surveyed_count,
    answeredCount: row.answered_count,
    questionCount: row.question_count,
    questions: await questionsOf(db, row.survey_id),
    users: await itemAudience(db, 'survey', row.survey_id),
    isAnonymous: row.is_anonymous,
  };
}

export async function listAdminSurveys(db: Queryable, companyId: number, today: string) {
  const rows = await db.query<AdminSurveyRow>(
    `${surveySelect} where s.company_id = $1 order by s.survey_id desc`,
    [companyId],
  );
  return Promise.all(rows.map((row) => adminSurvey(db, row, today)));
}

/** One survey of the company, or a 404 envelope. */
export async function getAdminSurvey(db: Queryable, id: number, companyId: number, today: string) {
  const row = await firstRow<AdminSurveyRow>(
    db,
    `${surveySelect} where s.survey_id = $1 and s.company_id = $2`,
    [id, companyId],
  );
  if (!row) throw new NotFound(m.surveyNotFound);
  return adminSurvey(db, row, today);
}

/** The survey of a question, checked against the company. */
export async function surveyOfQuestion(db: Queryable, questionId: number, companyId: number, today: string) {
  const row = await firstRow<{ survey_id: number }>(
    db,
    `select q.survey_id from survey_questions q join surveys s using (survey_id)
      where q.survey_question_id = $1 and s.company_id = $2`,
    [questionId, companyId],
  );
  if (!row) throw new NotFound(m.questionNotFound);
  return getAdminSurvey(db, row.survey_id, companyId, today);
}

/** Refuses question changes once people started an active survey (spec 002 §4). */
export function assertQuestionsEditable(survey: Schemas['AdminSurvey']): void {
  if (survey.active && survey.isAlreadyStarted) throw new Conflict(m.questionsLocked);
}

/** The fields of the survey form that live on the survey row (its audience lives in item_audiences). */
export interface SurveyFields {
  title: string;
  startDate: string;
  endDate: string;
  reward: number;
  isAnonymous: boolean;
}

export async function insertSurvey(db: Queryable, companyId: number, f: SurveyFields, now: Date) {
  return insertedId(
    db,
    `insert into surveys (company_id, title, start_date, end_date, reward, is_anonymous, created_at)
     values ($1, $2, $3, $4, $5, $6, $7) returning survey_id as id`,
    [companyId, f.title, f.startDate, f.endDate, f.reward, f.isAnonymous, now],
    'survey not inserted',
  );
}

export async function updateSurveyFields(db: Queryable, surveyId: number, f: SurveyFields) {
  await db.query(
    `update surveys set title = $2, start_date = $3, end_date = $4, reward = $5, is_anonymous = $6
      where survey_id = $1`,
    [surveyId, f.title, f.startDate, f.endDate, f.reward, f.isAnonymous],
  );
}

export async function deactivateSurvey(db: Queryable, surveyId: number) {
  await db.query('update surveys set active = false where survey_id = $1', [surveyId]);
}
