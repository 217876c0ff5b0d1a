import { AnswerType } from './answer-types.js';

/** What the path walk needs of a question: its type, options and the person's answers to it. */
export interface PathQuestion {
  id: number;
  typeId: number;
  options: { id: number; active: boolean; stepAnswer: number | null }[];
  answers: { selectedAnswerConfigId: number | null; value: string }[];
}

export const END_OF_SURVEY = -1;

function isAnswered(q: PathQuestion): boolean {
  const active = q.options.filter((o) => o.active);
  switch (q.typeId) {
    case AnswerType.singleChoice:
      return q.answers.some((a) => active.some((o) => o.id === a.selectedAnswerConfigId));
    case AnswerType.scaleGrid:
      return active.every((o) => q.answers.some((a) => a.selectedAnswerConfigId === o.id && a.value !== ''));
    default:
      return q.answers.some((a) => a.value.trim() !== '');
  }
}

/** The question after `q` given its answer: the chosen option's jump, the end (-1) or the next in order. */
function nextOf(q: PathQuestion, index: number, questions: PathQuestion[]): number | undefined {
  if (q.typeId === AnswerType.singleChoice) {
    const chosen = q.options.find(
      (o) => o.active && q.answers.some((a) => a.selectedAnswerConfigId === o.id),
    );
    if (chosen?.stepAnswer === END_OF_SURVEY) return undefined;
    const target = questions.findIndex((other) => other.id === chosen?.stepAnswer);
    // Only forward jumps count: a jump backwards would loop, so it falls back to the next question.
    if (target > index) return target;
  }
  return index + 1 < questions.length ? index + 1 : undefined;
}

/**
 * Walks the survey from its first question following the person's answers (spec 000 §4): complete when the
 * walk ends (a jump to -1 or past the last question) with every question on the way answered.
 */
export function isSurveyComplete(questions: PathQuestion[]): boolean {
  let index: number | undefined = questions.length > 0 ? 0 : undefined;
  if (index === undefined) return false;
  while (index !== undefined) {
    const q = questions[index];
    if (!q || !isAnswered(q)) return false;
    index = nextOf(q, index, questions);
  }
  return true;
}
