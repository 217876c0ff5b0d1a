import { AnswerType } from '../domain/answer-types';
import {
  activeOptions,
  isAnswered,
  savedImages,
  savedPoints,
  type GivenAnswer,
  type HeatPoint,
  type SurveyQuestion,
  type UserAnswer,
} from '../domain/survey-path';

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

/** What a draft gives for its question, as the domain's path rules read it. */
const givenOf = (d: AnswerDraft): GivenAnswer => ({
  optionId: d.optionId,
  text: d.text,
  grid: d.grid,
  imageCount: d.files.length + d.savedImages.length,
  pointCount: d.points.length,
});

/** Whether the draft answers the question by the same rule the gateway completes surveys with. */
export const draftAnswers = (q: SurveyQuestion, d: AnswerDraft): boolean => isAnswered(q, givenOf(d));

/** A draft rebuilt from saved answers, so a resumed survey shows what was answered; inactive options drop. */
export function draftFrom(q: SurveyQuestion, answers: UserAnswer[]): AnswerDraft {
  const mine = answers.filter((a) => a.surveyQuestionId === q.surveyQuestionId);
  const active = new Set(activeOptions(q).map((o) => o.surveyAnswerConfigId));
  const first = mine[0];
  return {
    ...emptyDraft,
    optionId: mine.find((a) => active.has(a.selectedAnswerConfigId ?? 0))?.selectedAnswerConfigId ?? null,
    text: q.surveyAnswerTypeId === AnswerType.freeText ? (first?.value ?? '') : '',
    grid: Object.fromEntries(
      mine
        .filter((a) => active.has(a.selectedAnswerConfigId ?? 0))
        .map((a) => [String(a.selectedAnswerConfigId), a.value]),
    ),
    savedImages: q.surveyAnswerTypeId === AnswerType.imageUpload && first ? savedImages(first.value) : [],
    points: q.surveyAnswerTypeId === AnswerType.heatMap && first ? savedPoints(first.value) : [],
  };
}
