import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  currentDraft,
  currentQuestion,
  type SurveyAnsweringContext,
} from '../../machines/survey-answering.machine';
import { coverageOf, distinctPaths, nothingReached, toModelMachine, walk } from './support/test-model';

/**
 * The answering model's state as a person perceives it: the state, the path of questions taken, the current
 * question's draft and whether a failure shows. Drafts of questions not on screen and the saved answer ids
 * are left out, which keeps the simple paths finite and few; every path is replayed on a live model actor,
 * so what the test expects never comes from a merged representative.
 */
function perceived(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as SurveyAnsweringContext;
  const question = currentQuestion(context);
  const draft = question ? currentDraft(context) : null;
  return JSON.stringify([
    snapshot.value,
    context.path,
    draft?.optionId ?? null,
    !!draft?.text,
    context.failure !== '',
  ]);
}

interface SurveyPath<E> {
  events: E[];
}

/**
 * Shortest paths of the perceived model to every state it can reach with `events`, plus every simple path with
 * `routeEvents` (answering forward only: each route the jumps allow through the survey), and the state and
 * transition coverage those paths reach. Simple paths over every event do not end: choosing, un-choosing and
 * going back multiply them beyond any run.
 */
export function surveyModelPaths<E extends { type: string }>(
  machine: AnyStateMachine,
  input: unknown,
  events: E[],
  routeEvents: E[],
) {
  const model = toModelMachine(machine);
  const options = { input, serializeState: perceived as never };
  const full = createTestModel(model, { ...options, events: events as never });
  const routes = createTestModel(model, {
    ...options,
    events: routeEvents as never,
    // Forward only: an answer is given once, and 'Siguiente' only with it.
    filterEvents: ((snapshot: AnyMachineSnapshot, event: { type: string }) => {
      const context = snapshot.context as SurveyAnsweringContext;
      const draft = currentQuestion(context) ? currentDraft(context) : null;
      const answered = !!draft && (draft.optionId !== null || draft.text !== '');
      if (event.type === 'answer.changed') return !answered;
      if (event.type === 'survey.next') return answered;
      return true;
    }) as never,
  });
  const found = [...full.getShortestPaths(), ...routes.getSimplePaths()].map((path) => ({
    steps: path.steps.slice(1).map((s) => ({ event: s.event as unknown as E })),
  }));
  const paths: SurveyPath<E>[] = distinctPaths(found).map((path) => ({
    events: path.steps.map((step) => step.event),
  }));
  // Coverage comes from replaying each path on a live model actor (the walker's own replay).
  const reached = nothingReached();
  for (const path of paths) walk(model, input, path.events, reached);
  return { model, paths, coverage: coverageOf(model, reached) };
}
