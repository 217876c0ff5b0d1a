import { AnswerType } from '@domain/answer-types';
import { END_OF_SURVEY as END } from '@domain/survey-path';
import type { AdminQuestion } from './api';

export interface FlowEdge {
  label: string | null;
  /** Index of the target question, or -1 for the end of the survey. */
  to: number;
}

export type FlowWarning =
  | { kind: 'unreachable'; question: number }
  | { kind: 'backwards'; from: number; to: number }
  | { kind: 'endless'; question: number };

/** Where each question leads: every active option of a choice question, otherwise the next question. */
export function flowEdges(questions: AdminQuestion[]): FlowEdge[][] {
  return questions.map((q, i) => {
    const next = i + 1 < questions.length ? i + 1 : END;
    const options = q.answers.filter((o) => o.estatus);
    if (q.surveyAnswerTypeId !== AnswerType.singleChoice || options.length === 0)
      return [{ label: null, to: next }];
    return options.map((o) => {
      if (o.stepAnswer === END) return { label: o.answer, to: END };
      const target = questions.findIndex((other) => other.surveyQuestionId === o.stepAnswer);
      return { label: o.answer, to: target >= 0 ? target : next };
    });
  });
}

/**
 * Checks the jump graph as the editor changes it: questions no path reaches, jumps that go backwards (they
 * would loop; the answering screen ignores them) and questions from which a path never ends.
 */
export function flowWarnings(questions: AdminQuestion[]): FlowWarning[] {
  const edges = flowEdges(questions);
  const warnings: FlowWarning[] = [];
  const reached = new Set<number>();
  const queue = questions.length > 0 ? [0] : [];
  while (queue.length > 0) {
    const i = queue.shift() as number;
    if (reached.has(i)) continue;
    reached.add(i);
    for (const e of edges[i] ?? []) if (e.to !== END) queue.push(e.to);
  }
  questions.forEach((_, i) => {
    if (!reached.has(i)) warnings.push({ kind: 'unreachable', question: i + 1 });
  });
  edges.forEach((list, i) =>
    list.forEach((e) => {
      if (e.to !== END && e.to <= i) warnings.push({ kind: 'backwards', from: i + 1, to: e.to + 1 });
    }),
  );
  // A question whose every path ends can finish; the rest can loop for ever.
  const ends = new Set<number>();
  for (let changed = true; changed;) {
    changed = false;
    edges.forEach((list, i) => {
      if (!ends.has(i) && list.every((e) => e.to === END || ends.has(e.to))) {
        ends.add(i);
        changed = true;
      }
    });
  }
  questions.forEach((_, i) => {
    if (reached.has(i) && !ends.has(i)) warnings.push({ kind: 'endless', question: i + 1 });
  });
  return warnings;
}
