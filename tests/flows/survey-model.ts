import { createActor, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  currentDraft,
  currentQuestion,
  type SurveyAnsweringContext,
  type SurveyAnsweringEvent,
} from '../../machines/survey-answering.machine';
import { coverageOf, toModelMachine } from './support/test-model';

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

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)];
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
  const seen = new Set<string>();
  const paths: SurveyPath<E>[] = [];
  for (const path of [...full.getShortestPaths(), ...routes.getSimplePaths()]) {
    const list = path.steps.slice(1).map((s) => s.event as unknown as E);
    const key = JSON.stringify(list);
    if (!seen.has(key)) paths.push({ events: list });
    seen.add(key);
  }
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const path of paths) {
    const actor = createActor(model, {
      input,
      inspect: (inspection) => {
        if (inspection.type !== '@xstate.microstep') return;
        const taken = (
          inspection as unknown as { _transitions: { source: AnyStateNode; eventType: string }[] }
        )._transitions;
        for (const t of taken) {
          const list = t.eventType ? t.source.transitions.get(t.eventType) : t.source.always;
          transitions.add(`${t.source.id}|${t.eventType}|${list?.indexOf(t as never) ?? -1}`);
        }
      },
    }).start();
    const visit = () => actor.getSnapshot()._nodes.forEach((node: AnyStateNode) => states.add(node.id));
    visit();
    for (const event of path.events) {
      actor.send(event as unknown as SurveyAnsweringEvent);
      visit();
    }
    actor.stop();
  }
  const nodes = allNodes(model.root);
  const stateIds = nodes.map((n) => n.id);
  const transitionIds = nodes.flatMap((node) =>
    [...node.transitions.entries()].flatMap(([type, list]) => list.map((_, i) => `${node.id}|${type}|${i}`)),
  );
  return {
    model,
    paths,
    coverage: coverageOf(stateIds, transitionIds, states, transitions),
  };
}
