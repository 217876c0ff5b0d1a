import type { components, MemberQuestion as Question } from '../../openapi/generated/schema.js';
import type { Database, Queryable } from '../db/database.js';
import { AnswerType } from '../../domain/answer-types.js';
import { answersOf, findParticipation, memberQuestions, type ParticipationRow } from './member-store.js';
import { lockAnswerById, lockAnswerInSlot, slotTaken, updateAnswer, upsertAnswer } from './answer-store.js';
import { completeParticipation, lockParticipation, touchParticipation } from './participation-store.js';
import { openSurveyFor, type SurveyRow } from './survey-store.js';
import { surveyMessages as m } from './survey-messages.js';
import { isSurveyComplete } from '../../domain/survey-path.js';
import { Conflict, invalidInput, NotFound } from '../domain-errors.js';
import { creditPoints } from '../points/points-ledger.js';

type Schemas = components['schemas'];
export interface AnswerInput {
  surveyUserProfileId: number;
  surveyQuestionId: number;
  selectedAnswerConfigId: number | null;
  value: string;
  /** Set to update that answer; otherwise the question's existing answer (or grid row) is replaced. */
  surveyUserProfileAnswerId?: number;
}
export interface Person {
  userId: number;
  companyId: number;
}

const notFound = (message: string) => new NotFound(message);

/** Heat-map points: 1 to 10 marks, each a fraction of the image's width and height (decision 0053). */
function validPoints(value: string): boolean {
  try {
    const points: unknown = JSON.parse(value);
    return (
      Array.isArray(points) &&
      points.length >= 1 &&
      points.length <= 10 &&
      points.every(
        (p: unknown) =>
          typeof p === 'object' &&
          p !== null &&
          [(p as { x: unknown }).x, (p as { y: unknown }).y].every(
            (n) => typeof n === 'number' && n >= 0 && n <= 1,
          ),
      )
    );
  } catch {
    return false;
  }
}

function checkAnswer(question: Question, input: AnswerInput, viaUpload: boolean): void {
  const option = question.answers.find((o) => o.surveyAnswerConfigId === input.selectedAnswerConfigId);
  if (input.selectedAnswerConfigId !== null && (!option || !option.active)) {
    throw invalidInput([{ field: 'selectedAnswerConfigId', message: m.optionNotFound }]);
  }
  const required = (field: string, message: string = m.answerRequired) => {
    throw invalidInput([{ field, message }]);
  };
  switch (question.surveyAnswerTypeId) {
    case AnswerType.singleChoice:
      if (!option) required('selectedAnswerConfigId');
      return;
    case AnswerType.scaleGrid:
      if (!option) required('selectedAnswerConfigId');
      if (!question.scaleAnswers.some((s) => String(s.scaleValue) === input.value))
        required('value', m.scaleValueInvalid);
      return;
    case AnswerType.imageUpload:
      // Image answers arrive only as uploads, whose content the gateway has checked.
      if (!viaUpload) required('FileImage', m.imageRequired);
      return;
    case AnswerType.heatMap:
      if (!validPoints(input.value)) required('value', m.pointsInvalid);
      return;
    default:
      if (input.value.trim() === '') required('value');
  }
}

interface Target {
  participation: ParticipationRow;
  survey: SurveyRow;
  question: Question;
}

/** The person's unfinished participation in an open survey, and the question being answered. */
export async function answerTarget(db: Queryable, person: Person, input: AnswerInput, today: string) {
  const participation = await findParticipation(db, input.surveyUserProfileId, person.userId);
  if (!participation) throw notFound(m.participationNotFound);
  if (participation.completed_at) throw new Conflict(m.alreadyCompleted);
  const survey = await openSurveyFor(db, participation.survey_id, person, today);
  if (!survey) throw notFound(m.surveyNotFound);
  const question = (await memberQuestions(db, survey.survey_id)).find(
    (q) => q.surveyQuestionId === input.surveyQuestionId,
  );
  if (!question) throw notFound(m.questionNotFound);
  return { participation, survey, question } satisfies Target;
}

/** A grid keeps one answer per row (its option); every other type one answer per question (row 0). */
const gridRowOf = (target: Target, input: AnswerInput) =>
  target.question.surveyAnswerTypeId === AnswerType.scaleGrid ? (input.selectedAnswerConfigId ?? 0) : 0;

export interface SavedAnswer {
  reply: Schemas['SurveyAnswerSaved'];
  /** The value the answer held before, when one was replaced (its images are freed by the caller). */
  replacedValue: string | null;
}

async function writeAnswer(tx: Queryable, target: Target, input: AnswerInput, now: Date) {
  const slot = {
    participationId: target.participation.survey_user_profile_id,
    questionId: input.surveyQuestionId,
    gridRow: gridRowOf(target, input),
  };
  if (input.surveyUserProfileAnswerId !== undefined) {
    const old = await lockAnswerById(tx, input.surveyUserProfileAnswerId, slot);
    if (old === undefined) throw notFound(m.answerNotFound);
    // Moving a grid answer onto a row that has its own answer would make two answers for that row.
    if (await slotTaken(tx, slot, input.surveyUserProfileAnswerId))
      throw invalidInput([{ field: 'selectedAnswerConfigId', message: m.rowAlreadyAnswered }]);
    await updateAnswer(tx, input.surveyUserProfileAnswerId, slot.gridRow, input, now);
    return { id: input.surveyUserProfileAnswerId, replacedValue: old };
  }
  const old = await lockAnswerInSlot(tx, slot);
  return { id: await upsertAnswer(tx, slot, input, now), replacedValue: old ?? null };
}

/**
 * Creates or updates an answer, then walks the survey with the person's answers: when the walk ends every
 * question on the way is answered, the participation is completed and the reward credited, once.
 */
export async function saveAnswer(
  db: Database,
  person: Person,
  input: AnswerInput,
  now: Date,
  target: Target,
  viaUpload = false,
): Promise<SavedAnswer> {
  checkAnswer(target.question, input, viaUpload);
  const participationId = target.participation.survey_user_profile_id;
  return db.transaction(async (tx) => {
    // Saves of one participation take turns, so each sees the answer it replaces (and frees its images).
    await lockParticipation(tx, participationId);
    const { id, replacedValue } = await writeAnswer(tx, target, input, now);
    await touchParticipation(tx, participationId, now);
    const isSurveyCompleted = await completeIfDone(tx, target.survey, participationId, person.userId, now);
    return { reply: { surveyUserProfileAnswerId: id, isSurveyCompleted }, replacedValue };
  });
}

/** Completes the participation when its answers reach the end; the reward is credited by the one update. */
async function completeIfDone(
  tx: Queryable,
  survey: SurveyRow,
  participationId: number,
  userId: number,
  now: Date,
): Promise<boolean> {
  const questions = await memberQuestions(tx, survey.survey_id);
  if (!isSurveyComplete(questions, await answersOf(tx, participationId))) return false;
  if (await completeParticipation(tx, participationId, now)) {
    await creditPoints(tx, {
      userId,
      points: survey.reward,
      reason: `${m.rewardConcept}${survey.title}`,
      sourceKind: 'survey',
      sourceId: survey.survey_id,
      at: now,
    });
  }
  return true;
}

/** The member's "continue later" (PUT): touches the participation and completes it when its answers reach the end. */
export async function recheckParticipation(
  db: Database,
  survey: SurveyRow,
  participationId: number,
  userId: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await touchParticipation(tx, participationId, now);
    await completeIfDone(tx, survey, participationId, userId, now);
  });
}
