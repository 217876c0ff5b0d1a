import type { Queryable } from '../db/database.js';
import { firstRow, numberOf } from '../db/query-rows.js';

/** Where an answer sits: its participation, question and grid row (0 for every type but the grid). */
export interface AnswerSlot {
  participationId: number;
  questionId: number;
  gridRow: number;
}

export interface AnswerValue {
  selectedAnswerConfigId: number | null;
  value: string;
}

/** The value of one answer of the slot's participation and question, locked until the transaction ends. */
export async function lockAnswerById(tx: Queryable, answerId: number, slot: AnswerSlot) {
  const row = await firstRow<{ value: string }>(
    tx,
    `select value from survey_user_profile_answers
      where survey_user_profile_answer_id = $1 and survey_user_profile_id = $2 and survey_question_id = $3
      for update`,
    [answerId, slot.participationId, slot.questionId],
  );
  return row?.value;
}

/** The value of the answer in the slot, locked until the transaction ends; undefined before the first. */
export async function lockAnswerInSlot(tx: Queryable, slot: AnswerSlot) {
  const row = await firstRow<{ value: string }>(
    tx,
    `select value from survey_user_profile_answers
      where survey_user_profile_id = $1 and survey_question_id = $2 and grid_row = $3 for update`,
    [slot.participationId, slot.questionId, slot.gridRow],
  );
  return row?.value;
}

/** Whether another answer than the given one holds the slot. */
export async function slotTaken(tx: Queryable, slot: AnswerSlot, exceptAnswerId: number): Promise<boolean> {
  const rows = await tx.query(
    `select 1 from survey_user_profile_answers where survey_user_profile_id = $1 and survey_question_id = $2
        and grid_row = $3 and survey_user_profile_answer_id <> $4`,
    [slot.participationId, slot.questionId, slot.gridRow, exceptAnswerId],
  );
  return rows.length > 0;
}

export async function updateAnswer(
  tx: Queryable,
  answerId: number,
  gridRow: number,
  a: AnswerValue,
  now: Date,
) {
  await tx.query(
    `update survey_user_profile_answers
        set selected_answer_config_id = $2, value = $3, modified_at = $4, grid_row = $5
      where survey_user_profile_answer_id = $1`,
    [answerId, a.selectedAnswerConfigId, a.value, now, gridRow],
  );
}

/** Writes the slot's answer; the unique key makes concurrent first answers meet in one row, the last value wins. */
export async function upsertAnswer(
  tx: Queryable,
  slot: AnswerSlot,
  a: AnswerValue,
  now: Date,
): Promise<number> {
  return numberOf(
    tx,
    `insert into survey_user_profile_answers
       (survey_user_profile_id, survey_question_id, grid_row, selected_answer_config_id, value, modified_at)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (survey_user_profile_id, survey_question_id, grid_row) do update
       set selected_answer_config_id = excluded.selected_answer_config_id, value = excluded.value,
           modified_at = excluded.modified_at
     returning survey_user_profile_answer_id as value`,
    [slot.participationId, slot.questionId, slot.gridRow, a.selectedAnswerConfigId, a.value, now],
  );
}
