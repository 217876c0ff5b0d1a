import { END_OF_SURVEY } from '@domain/survey-path';
import type { ChartModel, ChartState, ChartTransition } from '@/shared/chart';
import type { AdminQuestion } from './api';
import { flowEdges, flowWarnings } from './flow-check';
import { adminSurveyMessages as m } from './messages';

/** Longest option text written on a jump arrow, in characters. */
const jumpLabelChars = 24;

export const endStateId = 'survey.end';
export const questionStateId = (index: number) => `survey.q${index + 1}`;

/** `text` cut to `max` characters, with an ellipsis when something was left off. */
function cutText(text: string, max: number): string {
  const chars = [...text.trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

function state(
  id: string,
  key: string,
  type: ChartState['type'],
  transitions: ChartTransition[],
): ChartState {
  return {
    id,
    key,
    path: [id],
    type,
    children: [],
    transitions,
    invokes: [],
    entry: [],
    exit: [],
    tags: [],
  };
}

export interface SurveyChart {
  model: ChartModel;
  /** State ids of the questions no path reaches: the diagram draws them dashed. */
  unreachable: Set<string>;
}

/**
 * The survey's jump graph as a chart model: one state per question (in order) and a final state for the end;
 * each question's arrows are the ones `flowEdges` finds, labelled with the option's text (the default "next
 * question" arrow carries no label).
 */
export function surveyChartModel(questions: AdminQuestion[]): SurveyChart {
  const edges = flowEdges(questions);
  const target = (to: number) => (to === END_OF_SURVEY ? endStateId : questionStateId(to));
  const children = questions.map((q, i) => {
    const id = questionStateId(i);
    const transitions = (edges[i] ?? []).map((e, k): ChartTransition => ({
      id: `${id}#${k}`,
      source: id,
      targets: [target(e.to)],
      eventType: '',
      kind: 'always',
      actions: [],
      label: e.label ? cutText(e.label, jumpLabelChars) : '',
    }));
    return state(id, `${i + 1}. ${cutText(q.question, 28)}`, 'atomic', transitions);
  });
  const root: ChartState = {
    ...state('survey', m.flow.diagramRoot, 'compound', []),
    path: [],
    children: [...children, state(endStateId, m.flow.end, 'final', [])],
    ...(children[0] ? { initial: children[0].id } : {}),
  };
  const unreachable = new Set(
    flowWarnings(questions).flatMap((w) =>
      w.kind === 'unreachable' ? [questionStateId(w.question - 1)] : [],
    ),
  );
  return { model: { id: 'survey', root }, unreachable };
}
