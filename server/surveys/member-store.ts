import type { components } from '../../openapi/generated/schema.js';
import { childRows } from '../db/child-rows.js';
import type { Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';
import { visibleToUser } from '../audience/audience-store.js';

type Schemas = components['schemas'];

/** Completed surveys shown in the side panel ("recent"). */
const RESOLVED_LIMIT = 5;

interface SummaryRow {
  survey_id: number;
  survey_user_profile_id: number | null;
  title: string;
  question_count: number;
  end_date: string;
  reward: number;
  modified_at: Date | null;
  is_anonymous: boolean;
}

const summary = (r: SummaryRow): Schemas['SurveySummary'] => ({
  surveyId: r.survey_id,
  surveyUserProfileId: r.survey_user_profile_id,
  title: r.title,
  questionCount: r.question_count,
  endDate: r.end_date,
  reward: r.reward,
  modifiedDate: r.modified_at ? r.modified_at.toISOString() : null,
  isAnonymous: r.is_anonymous,
});

const summarySelect = `select s.survey_id, p.survey_user_profile_id, s.title, s.end_date, s.reward, p.modified_at, s.is_anonymous,
    (select count(*) from survey_questions q where q.survey_id = s.survey_id and q.active) as question_count
  from surveys s
  left join survey_user_profiles p on p.survey_id = s.survey_id and p.user_id = $1`;

export async function profileSurveys(
  db: Queryable,
  user: { userId: number; companyId: number },
  today: string,
): Promise<Schemas['ProfileSurveys']> {
  const pending = await db.query<SummaryRow>(
    `${summarySelect}
      where s.company_id = $2 and s.active and s.start_date <= $3 and s.end_date >= $3
        and p.completed_at is null and ${visibleToUser('survey', 's.survey_id', '$1')}
        and exists (select 1 from survey_questions q where q.survey_id = s.survey_id and q.active)
      order by s.end_date, s.survey_id`,
    [user.userId, user.companyId, today],
  );
  const resolved = await db.query<SummaryRow>(
    `${summarySelect} where s.company_id = $2 and p.completed_at is not null
      order by p.modified_at desc limit ${RESOLVED_LIMIT}`,
    [user.userId, user.companyId],
  );
  return { pendingSurveys: pending.map(summary), resolvedSurveys: resolved.map(summary) };
}

export interface ParticipationRow {
  survey_user_profile_id: number;
  survey_id: number;
  user_id: number;
  created_at: Date;
  modified_at: Date;
  completed_at: Date | null;
}

export const participation = (r: ParticipationRow): Schemas['SurveyUserProfile'] => ({
  surveyUserProfileId: r.survey_user_profile_id,
  surveyId: r.survey_id,
  userId: r.user_id,
  createdDate: r.created_at.toISOString(),
  modifiedDate: r.modified_at.toISOString(),
  isSurveyCompleted: r.completed_at !== null,
});

export function findParticipation(db: Queryable, id: number, userId: number) {
  return firstRow<ParticipationRow>(
    db,
    'select * from survey_user_profiles where survey_user_profile_id = $1 and user_id = $2',
    [id, userId],
  );
}

export async function startParticipation(
  db: Queryable,
  surveyId: number,
  userId: number,
  now: Date,
): Promise<ParticipationRow> {
  await db.query(
    `insert into survey_user_profiles (survey_id, user_id, created_at, modified_at) values ($1, $2, $3, $3)
     on conflict (survey_id, user_id) do nothing`,
    [surveyId, userId, now],
  );
  const row = await firstRow<ParticipationRow>(
    db,
    'select * from survey_user_profiles where survey_id = $1 and user_id = $2',
    [surveyId, userId],
  );
  if (!row) throw new Error('participation vanished');
  return row;
}

export async function listParticipations(db: Queryable, userId: number) {
  const rows = await db.query<ParticipationRow>(
    'select * from survey_user_profiles where user_id = $1 order by modified_at desc',
    [userId],
  );
  return rows.map(participation);
}

interface AnswerRow {
  survey_user_profile_answer_id: number;
  survey_question_id: number;
  selected_answer_config_id: number | null;
  value: string;
}

const userAnswer = (r: AnswerRow): Schemas['UserAnswer'] => ({
  surveyUserProfileAnswerId: r.survey_user_profile_answer_id,
  surveyQuestionId: r.survey_question_id,
  selectedAnswerConfigId: r.selected_answer_config_id,
  value: r.value,
});

/** Answers of a participation, optionally of one question. */
export async function answersOf(db: Queryable, participationId: number, questionId?: number) {
  const rows = await db.query<AnswerRow>(
    `select * from survey_user_profile_answers where survey_user_profile_id = $1
        and ($2::integer is null or survey_question_id = $2) order by survey_user_profile_answer_id`,
    [participationId, questionId ?? null],
  );
  return rows.map(userAnswer);
}

interface QuestionRow {
  survey_question_id: number;
  question: string;
  survey_answer_type_id: number;
  survey_scale_id: number | null;
}
interface OptionRow {
  survey_answer_config_id: number;
  survey_question_id: number;
  answer: string;
  is_image: boolean;
  active: boolean;
  step_answer: number | null;
  answer_order: number;
}
interface ScaleRow {
  survey_scale_answer_id: number;
  survey_scale_id: number;
  description: string;
  scale_value: number;
}

const optionOf = (o: OptionRow) => ({
  surveyAnswerConfigId: o.survey_answer_config_id,
  answer: o.answer,
  isImage: o.is_image,
  active: o.active,
  stepAnswer: o.step_answer,
  answerOrder: o.answer_order,
});
const scaleAnswerOf = (s: ScaleRow) => ({
  surveyScaleAnswerId: s.survey_scale_answer_id,
  description: s.description,
  scaleValue: s.scale_value,
});

/** The survey's active questions in order, each with its options and scale answers. */
export async function memberQuestions(db: Queryable, surveyId: number): Promise<Schemas['MemberQuestion'][]> {
  const questions = await db.query<QuestionRow>(
    `select * from survey_questions where survey_id = $1 and active order by question_order, survey_question_id`,
    [surveyId],
  );
  const options = await db.query<OptionRow>(
    `select c.* from survey_answer_configs c join survey_questions q using (survey_question_id)
      where q.survey_id = $1 order by c.answer_order, c.survey_answer_config_id`,
    [surveyId],
  );
  const scales = await db.query<ScaleRow>(
    `select a.* from survey_scale_answers a
      where a.active and a.survey_scale_id in (select survey_scale_id from survey_questions where survey_id = $1)
      order by a.answer_order, a.survey_scale_answer_id`,
    [surveyId],
  );
  return questions.map((q) => ({
    surveyQuestionId: q.survey_question_id,
    question: q.question,
    surveyAnswerTypeId: q.survey_answer_type_id,
    surveyScaleId: q.survey_scale_id,
    answers: childRows(options, 'survey_question_id', q.survey_question_id, optionOf),
    scaleAnswers: childRows(scales, 'survey_scale_id', q.survey_scale_id, scaleAnswerOf),
  }));
}
