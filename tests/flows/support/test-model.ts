import {
  createActor,
  createMachine,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from 'xstate';
import { createTestModel } from 'xstate/graph';

type Config = Record<string, unknown> & { states?: Record<string, Config>; on?: Record<string, unknown> };

/** Event type the model uses for a delayed transition, e.g. `xstate.after.refreshDue.session.signedIn.active`. */
const afterEvent = (delay: string, stateId: string) => `xstate.after.${delay}.${stateId}`;

/**
 * xstate/graph refuses machines with invocations and delays, so the model is the same statechart with each
 * `invoke` turned into its done/error events and each `after` into a named event. The test performs those
 * events on the real implementation: it settles the fake actor or advances the clock.
 */
function modelConfig(config: Config, stateId: string): Config {
  const on: Record<string, unknown> = { ...(config.on ?? {}) };
  const invokes = config.invoke ? [config.invoke].flat() : [];
  for (const invoke of invokes as { id: string; onDone?: unknown; onError?: unknown }[]) {
    if (invoke.onDone) on[`xstate.done.actor.${invoke.id}`] = invoke.onDone;
    if (invoke.onError) on[`xstate.error.actor.${invoke.id}`] = invoke.onError;
  }
  for (const [delay, transition] of Object.entries((config.after ?? {}) as Record<string, unknown>)) {
    on[afterEvent(delay, stateId)] = transition;
  }
  const { invoke: _invoke, after: _after, states, ...rest } = config;
  const children = states
    ? Object.fromEntries(
        Object.entries(states).map(([key, child]) => [key, modelConfig(child, `${stateId}.${key}`)]),
      )
    : undefined;
  return { ...rest, on, ...(children ? { states: children } : {}) };
}

export function toModelMachine(machine: AnyStateMachine): AnyStateMachine {
  const config = modelConfig(machine.config as Config, machine.id);
  // The model keeps the original guards and actions; their types were checked on the original machine.
  return createMachine(config as Parameters<typeof createMachine>[0], machine.implementations as never);
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)];
}

function transitionKey(source: AnyStateNode, eventType: string, index: number) {
  return `${source.id}|${eventType}|${index}`;
}

function allTransitions(machine: AnyStateMachine): string[] {
  return allNodes(machine.root).flatMap((node) => [
    ...[...node.transitions.entries()].flatMap(([type, list]) =>
      list.map((_, i) => transitionKey(node, type, i)),
    ),
    ...(node.always ?? []).map((_, i) => transitionKey(node, '', i)),
  ]);
}

export interface ModelStep<TEvent extends EventObject> {
  event: TEvent;
  /** The model's snapshot after the event. */
  state: AnyMachineSnapshot;
}

export interface ModelPath<TEvent extends EventObject, TInput> {
  description: string;
  input: TInput;
  /** The model's initial snapshot. */
  start: AnyMachineSnapshot;
  steps: ModelStep<TEvent>[];
}

/**
 * Paths through the model from each input: the shortest path to every state and transition, plus every
 * simple path when `simple` is set (finite graphs only). Also measures which state nodes and transitions
 * those paths cover.
 */
export function modelPaths<TEvent extends EventObject, TInput = undefined>(
  machine: AnyStateMachine,
  options: { events: TEvent[]; inputs?: TInput[]; simple?: boolean },
) {
  const model = toModelMachine(machine);
  const seen = new Set<string>();
  const paths: ModelPath<TEvent, TInput>[] = [];
  for (const input of options.inputs ?? [undefined as TInput]) {
    const testModel = createTestModel(model, {
      events: options.events,
      input,
      // Unlike the default, a transition back into the same state counts too, so self-loops get a path.
      serializeTransition: (_state, event, previous) =>
        event && previous ? ` via ${JSON.stringify(event)} from ${JSON.stringify(previous.value)}` : '',
    });
    const found = [...testModel.getShortestPaths(), ...(options.simple ? testModel.getSimplePaths() : [])];
    for (const path of found) {
      // Each path starts with the model's own xstate.init step.
      const [init, ...steps] = path.steps as ModelStep<TEvent>[];
      const key = JSON.stringify({ input, events: steps.map((step) => step.event) });
      if (!init || seen.has(key)) continue;
      seen.add(key);
      paths.push({ description: path.description, input, start: init.state, steps });
    }
  }

  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const path of paths) {
    const actor = createActor(model, {
      input: path.input,
      inspect: (inspection) => {
        if (inspection.type !== '@xstate.microstep') return;
        const taken = (
          inspection as unknown as { _transitions: { source: AnyStateNode; eventType: string }[] }
        )._transitions;
        for (const t of taken) {
          states.add(t.source.id);
          const list = t.eventType ? t.source.transitions.get(t.eventType) : t.source.always;
          transitions.add(transitionKey(t.source, t.eventType, list?.indexOf(t as never) ?? -1));
        }
      },
    }).start();
    const visit = () => actor.getSnapshot()._nodes.forEach((node: AnyStateNode) => states.add(node.id));
    visit();
    for (const { event } of path.steps) {
      actor.send(event);
      visit();
    }
    actor.stop();
  }
  const stateIds = allNodes(model.root).map((node) => node.id);
  const transitionIds = allTransitions(model);
  return {
    paths,
    coverage: coverageOf(stateIds, transitionIds, states, transitions),
  };
}

/** State and transition coverage of walked paths: what was reached of all there is, and what was missed. */
export function coverageOf(
  stateIds: string[],
  transitionIds: string[],
  states: Set<string>,
  transitions: Set<string>,
) {
  return {
    states: { covered: stateIds.filter((id) => states.has(id)).length, total: stateIds.length },
    transitions: {
      covered: transitionIds.filter((id) => transitions.has(id)).length,
      total: transitionIds.length,
    },
    missing: [
      ...stateIds.filter((id) => !states.has(id)),
      ...transitionIds.filter((id) => !transitions.has(id)),
    ],
  };
}

export function coverageLine(name: string, coverage: ReturnType<typeof coverageOf>): string {
  const pct = (c: { covered: number; total: number }) =>
    `${Math.round((100 * c.covered) / c.total)}% (${c.covered}/${c.total})`;
  return `${name}: states ${pct(coverage.states)}, transitions ${pct(coverage.transitions)}`;
}
