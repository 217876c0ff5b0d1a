import type { Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';
import { AnswerType } from '../../domain/answer-types.js';

export interface AnswerFact {
  answer_id: number;
  /** The participation the answer belongs to: one per person and survey. */
  person_id: number;
  question_id: number;
  question: string;
  type_id: number;
  answer_type: string;
  user_name: string;
  email: string;
  gender: string | null;
  birthday: string | null;
  segment: string | null;
  option_id: number | null;
  option_text: string | null;
  value: string;
  modified_at: Date;
}

/** Every answer of a survey (or one question) with what the groupings and the CSV need of its person. */
export async function answerFacts(
  db: Queryable,
  surveyId: number,
  questionId?: number,
): Promise<AnswerFact[]> {
  return db.query<AnswerFact>(
    `select a.survey_user_profile_answer_id as answer_id, p.survey_user_profile_id as person_id,
        q.survey_question_id as question_id, q.question,
        q.survey_answer_type_id as type_id, t.description as answer_type,
        trim(concat_ws(' ', u.first_name, u.last_name)) as user_name, u.email, u.gender, u.birthday,
        g.gender_name as segment, c.survey_answer_config_id as option_id, c.answer as option_text, a.value,
        a.modified_at
       from survey_user_profile_answers a
       join survey_user_profiles p using (survey_user_profile_id)
       join survey_questions q on q.survey_question_id = a.survey_question_id
       join survey_answer_types t on t.survey_answer_type_id = q.survey_answer_type_id
       join users u on u.user_id = p.user_id
       left join gender_identities g on g.gender_identity_id = u.gender_identity_id
       left join survey_answer_configs c on c.survey_answer_config_id = a.selected_answer_config_id
      where q.survey_id = $1 and ($2::integer is null or q.survey_question_id = $2)
      order by q.question_order, q.survey_question_id, user_name, a.survey_user_profile_answer_id`,
    [surveyId, questionId ?? null],
  );
}

/** The answer as a person reads it: the option, "row: scale value", or the text itself. */
export function answerText(fact: AnswerFact, scaleLabels: Map<string, string>): string {
  if (fact.type_id === AnswerType.singleChoice) return fact.option_text ?? '';
  if (fact.type_id === AnswerType.scaleGrid)
    return `${fact.option_text ?? ''}: ${scaleLabels.get(`${fact.question_id}|${fact.value}`) ?? fact.value}`;
  return fact.value;
}

/** Labels of scale values per question ("questionId|value" -> description). */
export async function scaleLabelsOf(db: Queryable, surveyId: number): Promise<Map<string, string>> {
  const rows = await db.query<{ question_id: number; scale_value: number; description: string }>(
    `select q.survey_question_id as question_id, a.scale_value, a.description
       from survey_questions q join survey_scale_answers a on a.survey_scale_id = q.survey_scale_id
      where q.survey_id = $1 and a.active order by a.answer_order, a.survey_scale_answer_id`,
    [surveyId],
  );
  return new Map(rows.map((r) => [`${r.question_id}|${r.scale_value}`, r.description]));
}

/** The survey of a question of the company, with whether it is anonymous; undefined otherwise. */
export async function surveyOfCompanyQuestion(db: Queryable, questionId: number, companyId: number) {
  return firstRow<{ survey_id: number; is_anonymous: boolean }>(
    db,
    `select q.survey_id, s.is_anonymous from survey_questions q join surveys s using (survey_id)
      where q.survey_question_id = $1 and s.company_id = $2`,
    [questionId, companyId],
  );
}
