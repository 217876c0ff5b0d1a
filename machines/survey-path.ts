import type { components } from '../openapi/generated/schema';

type Schemas = components['schemas'];
export type SurveyQuestion = Schemas['MemberQuestion'];
export type UserAnswer = Schemas['UserAnswer'];

/** Answer types of spec 000 §3 the answering screen knows. */
export const AnswerTypeId = {
  freeText: 1,
  singleChoice: 2,
  scaleGrid: 3,
  imageUpload: 5,
  heatMap: 6,
} as const;
/** stepAnswer that ends the survey. */
const END_OF_SURVEY = -1;

export interface HeatPoint {
  x: number;
  y: number;
}

/** What the person has entered for one question and not necessarily saved yet. */
export interface AnswerDraft {
  optionId: number | null;
  text: string;
  /** Grid row (answer option id) -> chosen scale value. */
  grid: Record<string, string>;
  /** New images chosen for an image question. */
  files: File[];
  /** Images already saved for it (URLs). */
  savedImages: string[];
  points: HeatPoint[];
}

export const emptyDraft: AnswerDraft = {
  optionId: null,
  text: '',
  grid: {},
  files: [],
  savedImages: [],
  points: [],
};

const activeOptions = (q: SurveyQuestion) => q.answers.filter((o) => o.active);

/** Whether the draft answers the question (every grid row, at least one image or point). */
export function isAnswered(q: SurveyQuestion, d: AnswerDraft): boolean {
  switch (q.surveyAnswerTypeId) {
    case AnswerTypeId.singleChoice:
      return activeOptions(q).some((o) => o.surveyAnswerConfigId === d.optionId);
    case AnswerTypeId.scaleGrid:
      return activeOptions(q).every((o) => !!d.grid[o.surveyAnswerConfigId]);
    case AnswerTypeId.imageUpload:
      return d.files.length > 0 || d.savedImages.length > 0;
    case AnswerTypeId.heatMap:
      return d.points.length > 0;
    default:
      return d.text.trim() !== '';
  }
}

/**
 * The index of the question after `index` given its draft: the chosen option's jump when it leads forward,
 * undefined for -1 or past the last question, otherwise the next one. Inactive options never jump.
 */
export function nextIndex(
  questions: SurveyQuestion[],
  index: number,
  draft: AnswerDraft,
): number | undefined {
  const q = questions[index];
  if (q?.surveyAnswerTypeId === AnswerTypeId.singleChoice) {
    const chosen = activeOptions(q).find((o) => o.surveyAnswerConfigId === draft.optionId);
    if (chosen?.stepAnswer === END_OF_SURVEY) return undefined;
    const target = questions.findIndex((other) => other.surveyQuestionId === chosen?.stepAnswer);
    if (target > index) return target;
  }
  return index + 1 < questions.length ? index + 1 : undefined;
}

function parsePoints(value: string): HeatPoint[] {
  try {
    const points: unknown = JSON.parse(value);
    return Array.isArray(points) ? (points as HeatPoint[]) : [];
  } catch {
    return [];
  }
}

function parseImages(value: string): string[] {
  const images = parsePoints(value) as unknown;
  return Array.isArray(images) ? images.filter((i): i is string => typeof i === 'string') : [];
}

/** A draft rebuilt from saved answers, so a resumed survey shows what was answered; inactive options drop. */
export function draftFrom(q: SurveyQuestion, answers: UserAnswer[]): AnswerDraft {
  const mine = answers.filter((a) => a.surveyQuestionId === q.surveyQuestionId);
  const active = new Set(activeOptions(q).map((o) => o.surveyAnswerConfigId));
  const first = mine[0];
  return {
    ...emptyDraft,
    optionId: mine.find((a) => active.has(a.selectedAnswerConfigId ?? 0))?.selectedAnswerConfigId ?? null,
    text: q.surveyAnswerTypeId === AnswerTypeId.freeText ? (first?.value ?? '') : '',
    grid: Object.fromEntries(
      mine
        .filter((a) => active.has(a.selectedAnswerConfigId ?? 0))
        .map((a) => [String(a.selectedAnswerConfigId), a.value]),
    ),
    savedImages: q.surveyAnswerTypeId === AnswerTypeId.imageUpload && first ? parseImages(first.value) : [],
    points: q.surveyAnswerTypeId === AnswerTypeId.heatMap && first ? parsePoints(first.value) : [],
  };
}
