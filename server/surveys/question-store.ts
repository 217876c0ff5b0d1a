import type { Queryable } from '../db/database.js';
import { firstRow, insertedId } from '../db/query-rows.js';
import type { ConfigRow } from './admin-store.js';

export interface QuestionFields {
  surveyAnswerTypeId: number;
  question: string;
  surveyScaleId: number | null;
}

export interface OptionFields {
  surveyQuestionId: number;
  answerOrder: number;
  answer: string;
  isRight: boolean;
  isImage: boolean;
  stepAnswer: number | null;
}

/** Whether an answer type is built in or the company's own. */
export async function answerTypeUsable(db: Queryable, typeId: number, companyId: number): Promise<boolean> {
  const rows = await db.query(
    `select 1 from survey_answer_types
      where survey_answer_type_id = $1 and (company_id is null or company_id = $2)`,
    [typeId, companyId],
  );
  return rows.length > 0;
}

/** Appends a question at the end of its survey; returns its id. */
export function insertQuestion(db: Queryable, surveyId: number, q: QuestionFields) {
  return insertedId(
    db,
    `insert into survey_questions (survey_id, survey_answer_type_id, question, survey_scale_id, question_order)
     values ($1, $2, $3, $4, (select coalesce(max(question_order), 0) + 1 from survey_questions where survey_id = $1))
     returning survey_question_id as id`,
    [surveyId, q.surveyAnswerTypeId, q.question, q.surveyScaleId],
    'question not inserted',
  );
}

export async function updateQuestion(db: Queryable, questionId: number, q: QuestionFields) {
  await db.query(
    `update survey_questions set survey_answer_type_id = $2, question = $3, survey_scale_id = $4
      where survey_question_id = $1`,
    [questionId, q.surveyAnswerTypeId, q.question, q.surveyScaleId],
  );
}

/** Options of a question that is no longer closed-choice cannot jump. */
export async function clearJumpsOf(db: Queryable, questionId: number) {
  await db.query('update survey_answer_configs set step_answer = null where survey_question_id = $1', [
    questionId,
  ]);
}

/** Deactivates a question; jumps into it fall back to the next question. */
export async function deactivateQuestion(db: Queryable, questionId: number) {
  await db.query('update survey_questions set active = false where survey_question_id = $1', [questionId]);
  await db.query('update survey_answer_configs set step_answer = null where step_answer = $1', [questionId]);
}

/** The question an answer option belongs to, or undefined. */
export async function questionOfOption(db: Queryable, optionId: number): Promise<number | undefined> {
  const row = await firstRow<{ survey_question_id: number }>(
    db,
    'select survey_question_id from survey_answer_configs where survey_answer_config_id = $1',
    [optionId],
  );
  return row?.survey_question_id;
}

export function insertOption(db: Queryable, o: OptionFields) {
  return firstRow<ConfigRow>(
    db,
    `insert into survey_answer_configs (survey_question_id, answer_order, answer, is_right, is_image, step_answer)
     values ($1, $2, $3, $4, $5, $6) returning *`,
    [o.surveyQuestionId, o.answerOrder, o.answer, o.isRight, o.isImage, o.stepAnswer],
  );
}

/** Updates an option of that question; undefined when the option is not the question's. */
export async function updateOption(
  db: Queryable,
  optionId: number,
  o: OptionFields & { estatus?: boolean },
): Promise<ConfigRow | undefined> {
  return firstRow<ConfigRow>(
    db,
    `update survey_answer_configs set answer_order = $2, answer = $3, is_right = $4, is_image = $5,
       step_answer = $6, active = coalesce($7, active)
      where survey_answer_config_id = $1 and survey_question_id = $8 returning *`,
    [
      optionId,
      o.answerOrder,
      o.answer,
      o.isRight,
      o.isImage,
      o.stepAnswer,
      o.estatus ?? null,
      o.surveyQuestionId,
    ],
  );
}

export async function deactivateOption(db: Queryable, optionId: number) {
  await db.query('update survey_answer_configs set active = false where survey_answer_config_id = $1', [
    optionId,
  ]);
}
