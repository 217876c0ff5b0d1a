import type { Database, Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';

/** Marks a participation as touched now (the member's "continue later"). */
export async function touchParticipation(db: Queryable, participationId: number, now: Date) {
  await db.query('update survey_user_profiles set modified_at = $2 where survey_user_profile_id = $1', [
    participationId,
    now,
  ]);
}

/** Locks the participation until the transaction ends, so its saves take turns. */
export async function lockParticipation(tx: Queryable, participationId: number) {
  await tx.query('select 1 from survey_user_profiles where survey_user_profile_id = $1 for update', [
    participationId,
  ]);
}

/** Completes the participation; false when it was already completed. */
export async function completeParticipation(tx: Queryable, participationId: number, now: Date) {
  const completed = await tx.query(
    `update survey_user_profiles set completed_at = $2
      where survey_user_profile_id = $1 and completed_at is null returning survey_user_profile_id`,
    [participationId, now],
  );
  return completed.length > 0;
}

/** Removes a participation and its answers; returns the removed answers' values (their images are freed). */
export function deleteParticipation(db: Database, participationId: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const removed = await tx.query<{ value: string }>(
      'delete from survey_user_profile_answers where survey_user_profile_id = $1 returning value',
      [participationId],
    );
    await tx.query('delete from survey_user_profiles where survey_user_profile_id = $1', [participationId]);
    return removed.map((r) => r.value);
  });
}

/** One answer of the person's, with whether its participation is completed; undefined otherwise. */
export async function answerOfPerson(db: Queryable, answerId: number, userId: number) {
  return firstRow<{ completed_at: Date | null; value: string }>(
    db,
    `select p.completed_at, a.value from survey_user_profile_answers a
       join survey_user_profiles p using (survey_user_profile_id)
      where a.survey_user_profile_answer_id = $1 and p.user_id = $2`,
    [answerId, userId],
  );
}

export async function deleteAnswer(db: Queryable, answerId: number) {
  await db.query('delete from survey_user_profile_answers where survey_user_profile_answer_id = $1', [
    answerId,
  ]);
}

/** The participation of a person of the company in the survey of a question; undefined otherwise. */
export async function participationOfQuestion(
  db: Queryable,
  questionId: number,
  userId: number,
  companyId: number,
): Promise<number | undefined> {
  const row = await firstRow<{ id: number }>(
    db,
    `select p.survey_user_profile_id as id from survey_user_profiles p
       join survey_questions q on q.survey_id = p.survey_id join users u on u.user_id = p.user_id
      where q.survey_question_id = $1 and p.user_id = $2 and u.company_id = $3`,
    [questionId, userId, companyId],
  );
  return row?.id;
}

/** The person's participation in a survey, or undefined before they start it. */
export async function participationIn(db: Queryable, surveyId: number, userId: number) {
  const row = await firstRow<{ id: number }>(
    db,
    'select survey_user_profile_id as id from survey_user_profiles where survey_id = $1 and user_id = $2',
    [surveyId, userId],
  );
  return row?.id;
}
