import {
  createActor,
  createMachine,
  getStateNodes as activeStateNodes,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { createTestModel, getStateNodes } from 'xstate/graph';

type Config = Record<string, unknown> & { states?: Record<string, Config>; on?: Record<string, unknown> };
type TransitionConfig = Record<string, unknown> & { actions?: unknown };

/** The one model-based walker of the flow tests: turns a statechart into a model, walks paths, measures coverage. */

/** Event type the model uses for a delayed transition, e.g. `xstate.after.refreshDue.session.signedIn.active`. */
const afterEvent = (delay: string, stateId: string) => `xstate.after.${delay}.${stateId}`;

const transitionKey = (stateId: string, eventType: string, index: number) =>
  `${stateId}|${eventType}|${index}`;

/**
 * Who hears the model's transitions. Only a walk sets it: xstate/graph's traversal does not run custom
 * actions, so exploring paths never counts as covering them.
 */
let recorder: ((stateId: string, key: string) => void) | undefined;

/** Each transition of the model gets one more action, which tells the recorder its key. */
function recorded(transitions: unknown, stateId: string, eventType: string): TransitionConfig[] {
  return ([transitions].flat() as (string | TransitionConfig)[]).map((transition, index) => {
    const own = typeof transition === 'string' ? { target: transition } : transition;
    const key = transitionKey(stateId, eventType, index);
    return { ...own, actions: [own.actions ?? []].flat().concat(() => recorder?.(stateId, key)) };
  });
}

/**
 * xstate/graph refuses machines with invocations and delays, so the model is the same statechart with each
 * `invoke` turned into its done/error events and each `after` into a named event. The test performs those
 * events on the real implementation: it settles the fake actor or advances the clock.
 */
function modelConfig(config: Config, path: string): Config {
  const stateId = typeof config.id === 'string' ? config.id : path;
  const on: Record<string, unknown> = { ...(config.on ?? {}) };
  const invokes = config.invoke ? [config.invoke].flat() : [];
  for (const invoke of invokes as { id: string; onDone?: unknown; onError?: unknown }[]) {
    if (invoke.onDone) on[`xstate.done.actor.${invoke.id}`] = invoke.onDone;
    if (invoke.onError) on[`xstate.error.actor.${invoke.id}`] = invoke.onError;
  }
  for (const [delay, transition] of Object.entries((config.after ?? {}) as Record<string, unknown>)) {
    on[afterEvent(delay, path)] = transition;
  }
  const { invoke: _invoke, after: _after, states, always, ...rest } = config;
  const children = states
    ? Object.fromEntries(
        Object.entries(states).map(([key, child]) => [key, modelConfig(child, `${path}.${key}`)]),
      )
    : undefined;
  return {
    ...rest,
    on: Object.fromEntries(Object.entries(on).map(([type, list]) => [type, recorded(list, stateId, type)])),
    ...(always ? { always: recorded(always, stateId, '') } : {}),
    ...(children ? { states: children } : {}),
  };
}

export function toModelMachine(machine: AnyStateMachine): AnyStateMachine {
  const config = modelConfig(machine.config as Config, machine.id);
  // The model keeps the original guards and actions; their types were checked on the original machine.
  return createMachine(config as Parameters<typeof createMachine>[0], machine.implementations as never);
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

/** What walks have reached so far: state node ids and transition keys. */
export interface Reached {
  states: Set<string>;
  transitions: Set<string>;
}

export const nothingReached = (): Reached => ({ states: new Set(), transitions: new Set() });

/**
 * Replays events on a live actor of the model from `input`, recording the states and transitions it takes.
 * Abstract states of a graph merge different contexts, so a path's snapshots always come from its own replay.
 * The walk ends early at an event the live snapshot cannot take, or one `walkable` refuses.
 */
export function walk<TEvent extends EventObject, TInput>(
  model: AnyStateMachine,
  input: TInput,
  events: TEvent[],
  reached: Reached,
  walkable: (event: TEvent) => boolean = () => true,
): { start: AnyMachineSnapshot; steps: ModelStep<TEvent>[] } {
  // A transition's source counts as reached too: a transient state (only `always`) is never a snapshot's value.
  recorder = (stateId, key) => {
    reached.states.add(stateId);
    reached.transitions.add(key);
  };
  try {
    const actor = createActor(model, { input }).start();
    const visit = () => {
      const snapshot = actor.getSnapshot();
      for (const node of activeStateNodes(model.root, snapshot.value)) reached.states.add(node.id);
      return snapshot;
    };
    const start = visit();
    const steps: ModelStep<TEvent>[] = [];
    for (const event of events) {
      if (!walkable(event) || !actor.getSnapshot().can(event)) break;
      actor.send(event);
      steps.push({ event, state: visit() });
    }
    actor.stop();
    return { start, steps };
  } finally {
    recorder = undefined;
  }
}

/** State and transition coverage of what walks reached: what was reached of all the model has, and what was missed. */
export function coverageOf(model: AnyStateMachine, reached: Reached) {
  const nodes = getStateNodes(model);
  const stateIds = nodes.map((node) => node.id);
  const transitionIds = nodes.flatMap((node) => [
    ...[...node.transitions.entries()].flatMap(([type, list]) =>
      list.map((_, i) => transitionKey(node.id, type, i)),
    ),
    ...(node.always ?? []).map((_, i) => transitionKey(node.id, '', i)),
  ]);
  return {
    states: { covered: stateIds.filter((id) => reached.states.has(id)).length, total: stateIds.length },
    transitions: {
      covered: transitionIds.filter((id) => reached.transitions.has(id)).length,
      total: transitionIds.length,
    },
    missing: [
      ...stateIds.filter((id) => !reached.states.has(id)),
      ...transitionIds.filter((id) => !reached.transitions.has(id)),
    ],
  };
}

/**
 * Keeps one path of each event list, and none that a longer path from the same input begins with: the
 * flow tests check the screen after every step, so walking the longer path checks the shorter one's steps too.
 */
export function distinctPaths<T extends { steps: { event: unknown }[]; input?: unknown }>(paths: T[]): T[] {
  // One line per input and event (JSON has no raw line breaks), so a shorter path's key starts a longer one's.
  const keys = paths.map(
    (path) =>
      [path.input ?? null, ...path.steps.map((step) => step.event)]
        .map((part) => JSON.stringify(part))
        .join('\n') + '\n',
  );
  return paths.filter((_, i) =>
    keys.every((other, j) => j === i || !other.startsWith(keys[i] ?? '') || (other === keys[i] && j > i)),
  );
}

/**
 * Paths through the model from each input: the shortest path to every state and transition, plus every
 * simple path when `simple` is set (finite graphs only), each walked on a live model actor, and the
 * coverage they reach.
 */
export function modelPaths<TEvent extends EventObject, TInput = undefined>(
  machine: AnyStateMachine,
  options: { events: TEvent[]; inputs?: TInput[]; simple?: boolean },
) {
  const model = toModelMachine(machine);
  const reached = nothingReached();
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
      const events = path.steps.slice(1).map((step) => step.event as TEvent);
      paths.push({ description: path.description, input, ...walk(model, input, events, reached) });
    }
  }
  return { paths: distinctPaths(paths), coverage: coverageOf(model, reached) };
}

export function coverageLine(name: string, coverage: ReturnType<typeof coverageOf>): string {
  const pct = (c: { covered: number; total: number }) =>
    `${Math.round((100 * c.covered) / c.total)}% (${c.covered}/${c.total})`;
  return `${name}: states ${pct(coverage.states)}, transitions ${pct(coverage.transitions)}`;
}

/**
 * Paths over a machine whose context is too rich to walk as is: a state is what `abstractState` says a person
 * can tell apart, and how it was reached (the event, and `previousKey` of the state it left) is part of it, so
 * every transition gets its shortest path. Only the listed events are offered, and only where the state takes
 * them; coverage comes from replaying the paths on the statechart.
 */
export function abstractModelPaths<TEvent extends EventObject, TInput>(
  machine: AnyStateMachine,
  {
    events,
    input,
    abstractState,
    previousKey,
  }: {
    events: TEvent[];
    input: TInput;
    abstractState: (snapshot: AnyMachineSnapshot) => string;
    previousKey: (snapshot: AnyMachineSnapshot | undefined) => string;
  },
) {
  const model = toModelMachine(machine);
  const testModel = createTestModel(model, {
    events: (state) => events.filter((event) => state.can(event)),
    input,
    serializeState: (state, event, previous) =>
      `${abstractState(state)} after ${event?.type ?? 'start'} from ${previousKey(previous)}`,
    serializeTransition: (state, event, previous) =>
      `${abstractState(state)}${event && previous ? ` via ${JSON.stringify(event)} from ${abstractState(previous)}` : ''}`,
  });
  const listed = new Set(events.map((event) => JSON.stringify(event)));
  const reached = nothingReached();
  // xstate/graph may add bare events (no payload) for transitions it found; only the listed ones are walked.
  const walkable = (event: TEvent) => listed.has(JSON.stringify(event));
  const walked: ModelPath<TEvent, TInput>[] = testModel.getShortestPaths().map((path) => ({
    description: path.description,
    input,
    ...walk(
      model,
      input,
      path.steps.slice(1).map((step) => step.event as TEvent),
      reached,
      walkable,
    ),
  }));
  return { paths: distinctPaths(walked), coverage: coverageOf(model, reached) };
}
