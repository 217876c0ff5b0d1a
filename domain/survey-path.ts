import type { components } from '../openapi/generated/schema.js';
import { AnswerType } from './answer-types.js';

type Schemas = components['schemas'];
export type SurveyQuestion = Schemas['MemberQuestion'];
export type UserAnswer = Schemas['UserAnswer'];

/** stepAnswer that ends the survey. */
export const END_OF_SURVEY = -1;

export interface HeatPoint {
  x: number;
  y: number;
}

/**
 * What a person has given for one question, whether typed on the answering screen or stored by the gateway:
 * the chosen option, the text, the grid (row option id -> scale value) and how many images and points.
 */
export interface GivenAnswer {
  optionId: number | null;
  text: string;
  grid: Record<string, string>;
  imageCount: number;
  pointCount: number;
}

export const activeOptions = (q: SurveyQuestion) => q.answers.filter((o) => o.active);

/**
 * Whether the question is answered (docs/decisions/0083): the chosen option is active, every active grid row
 * has a value, at least one image (spec 000 §5) or one heat-map point, otherwise non-blank text.
 */
export function isAnswered(q: SurveyQuestion, given: GivenAnswer): boolean {
  switch (q.surveyAnswerTypeId) {
    case AnswerType.singleChoice:
      return activeOptions(q).some((o) => o.surveyAnswerConfigId === given.optionId);
    case AnswerType.scaleGrid:
      return activeOptions(q).every((o) => !!given.grid[o.surveyAnswerConfigId]);
    case AnswerType.imageUpload:
      return given.imageCount > 0;
    case AnswerType.heatMap:
      return given.pointCount > 0;
    default:
      return given.text.trim() !== '';
  }
}

/**
 * The index of the question after `index` given the chosen option: its jump when it leads forward (a jump
 * backwards would loop), undefined for -1 or past the last question, otherwise the next one. Inactive options
 * never jump.
 */
export function nextIndex(
  questions: SurveyQuestion[],
  index: number,
  given: Pick<GivenAnswer, 'optionId'>,
): number | undefined {
  const q = questions[index];
  if (q?.surveyAnswerTypeId === AnswerType.singleChoice) {
    const chosen = activeOptions(q).find((o) => o.surveyAnswerConfigId === given.optionId);
    if (chosen?.stepAnswer === END_OF_SURVEY) return undefined;
    const target = questions.findIndex((other) => other.surveyQuestionId === chosen?.stepAnswer);
    if (target > index) return target;
  }
  return index + 1 < questions.length ? index + 1 : undefined;
}

function parseList(value: string): unknown[] {
  try {
    const list: unknown = JSON.parse(value);
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/** The image URLs a stored image answer holds (a JSON list, docs/decisions/0053). */
export const savedImages = (value: string): string[] =>
  parseList(value).filter((i): i is string => typeof i === 'string');

/** The points a stored heat-map answer holds (a JSON list of fractions, docs/decisions/0053). */
export const savedPoints = (value: string): HeatPoint[] =>
  parseList(value).filter(
    (p): p is HeatPoint =>
      typeof p === 'object' &&
      p !== null &&
      typeof (p as HeatPoint).x === 'number' &&
      typeof (p as HeatPoint).y === 'number',
  );

/** What the stored answers give for `q`; answers to inactive options drop, so they count as unanswered. */
export function givenFrom(q: SurveyQuestion, answers: UserAnswer[]): GivenAnswer {
  const mine = answers.filter((a) => a.surveyQuestionId === q.surveyQuestionId);
  const active = new Set(activeOptions(q).map((o) => o.surveyAnswerConfigId));
  const chosen = mine.filter((a) => active.has(a.selectedAnswerConfigId ?? 0));
  const first = mine[0]?.value ?? '';
  return {
    optionId: chosen[0]?.selectedAnswerConfigId ?? null,
    text: first,
    grid: Object.fromEntries(chosen.map((a) => [String(a.selectedAnswerConfigId), a.value])),
    imageCount: q.surveyAnswerTypeId === AnswerType.imageUpload ? savedImages(first).length : 0,
    pointCount: q.surveyAnswerTypeId === AnswerType.heatMap ? savedPoints(first).length : 0,
  };
}

/**
 * Walks the survey from its first question following the stored answers (spec 000 §4): complete when the
 * walk ends (a jump to -1 or past the last question) with every question on the way answered.
 */
export function isSurveyComplete(questions: SurveyQuestion[], answers: UserAnswer[]): boolean {
  let index: number | undefined = questions.length > 0 ? 0 : undefined;
  if (index === undefined) return false;
  while (index !== undefined) {
    const q = questions[index];
    if (!q) return false;
    const given = givenFrom(q, answers);
    if (!isAnswered(q, given)) return false;
    index = nextIndex(questions, index, given);
  }
  return true;
}
