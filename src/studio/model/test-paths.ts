import {
  transition,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
} from 'xstate';
import { getShortestPaths, getSimplePaths, serializeSnapshot, type StatePath } from 'xstate/graph';
import { allStates, allTransitions, type EventKind } from '@/shared/chart';
import { buildChartModel } from './machine-chart';
import { candidateEvents } from './event-candidates';
import { eventKind } from './event-kinds';
import { stateValueLabel } from './labels';
import { readSamples } from './machine-samples';
import { activeStateIds, eventPayload } from './snapshot-info';
import { initialTransitions, takenTransitions, transitionIds } from './transition-recorder';

export type PathStrategy = 'shortest' | 'simple';

export interface PathStep {
  type: string;
  kind: EventKind;
  payload: Record<string, unknown>;
  /** The state after the step, as `a.b, c.d`. */
  state: string;
}

export interface TestPath {
  /** The state the path ends in. */
  target: string;
  steps: PathStep[];
}

interface Coverage {
  reached: string[];
  total: string[];
}

export interface PathReport {
  machineId: string;
  strategy: PathStrategy;
  /** 'context' when states with different context count as different; 'value' when that never ends. */
  identity: 'context' | 'value';
  paths: TestPath[];
  /** Why the walk could not go far, e.g. the machine needs `meta.input` to start. */
  problems: string[];
  states: Coverage;
  transitions: Coverage;
}

type MachinePath = StatePath<AnyMachineSnapshot, AnyEventObject>;

// Above this many explored states a machine's context keeps growing; we then compare state values only.
const traversalLimit = 5_000;

function walk(machine: AnyStateMachine, strategy: PathStrategy, identity: PathReport['identity']) {
  const samples = readSamples(machine);
  const generate = strategy === 'shortest' ? getShortestPaths : getSimplePaths;
  return generate(machine, {
    input: samples.input,
    limit: traversalLimit,
    events: (snapshot) => candidateEvents(machine, snapshot, samples),
    ...(identity === 'value'
      ? { serializeState: (snapshot) => JSON.stringify(snapshot.value) }
      : { serializeState: (snapshot) => serializeSnapshot(snapshot) }),
  }) as MachinePath[];
}

/**
 * Shortest paths reach every state but may skip transitions between states already reached; one more
 * path per skipped transition (the shortest path to its source plus that event) covers those too.
 */
function withMissingTransitions(machine: AnyStateMachine, paths: MachinePath[]): MachinePath[] {
  const samples = readSamples(machine);
  const ids = transitionIds(machine);
  const covered = new Set(coverage(machine, paths).covered);
  const extra: MachinePath[] = [];
  for (const path of paths) {
    for (const event of candidateEvents(machine, path.state, samples)) {
      const taken = takenTransitions(machine, path.state, event, samples.input).map((t) => ids.get(t) ?? '');
      if (taken.every((id) => covered.has(id))) continue;
      taken.forEach((id) => covered.add(id));
      const [state] = transition(machine, path.state, event);
      extra.push({ state, steps: [...path.steps, { event, state }], weight: path.weight + 1 });
    }
  }
  return [...paths, ...extra];
}

function problemsOf(paths: MachinePath[]): string[] {
  const failed = paths.map((p) => p.state).find((snapshot) => snapshot.status === 'error');
  if (!failed) return [];
  const reason = failed.error instanceof Error ? failed.error.message : String(failed.error);
  return [`The machine stopped with an error (${reason}); does it need \`meta.input\` or sample payloads?`];
}

function toTestPath(path: MachinePath): TestPath {
  return {
    target: stateValueLabel(path.state.value),
    steps: path.steps
      .filter((step) => step.event.type !== 'xstate.init')
      .map((step) => ({
        type: step.event.type,
        kind: eventKind(step.event.type),
        payload: eventPayload(step.event),
        state: stateValueLabel(step.state.value),
      })),
  };
}

function coverage(machine: AnyStateMachine, paths: MachinePath[]) {
  const input = readSamples(machine).input;
  const ids = transitionIds(machine);
  const reached = new Set<string>();
  const covered = new Set<string>();
  // States a transition passes through (e.g. one that leaves at once by `always`) count as reached too.
  const mark = (taken: ReturnType<typeof initialTransitions>) =>
    taken.forEach((t) => {
      covered.add(ids.get(t) ?? '');
      // The source counts too: a start state that is left at once is still reached.
      for (const end of [t.source, ...(t.target ?? [])]) {
        for (let node: AnyStateNode | undefined = end; node?.parent; node = node.parent) reached.add(node.id);
      }
    });
  mark(initialTransitions(machine, input));
  for (const path of paths) {
    let previous: AnyMachineSnapshot | undefined;
    for (const step of path.steps) {
      activeStateIds(step.state).forEach((id) => reached.add(id));
      if (previous) mark(takenTransitions(machine, previous, step.event, input));
      previous = step.state;
    }
  }
  covered.delete('');
  return { reached, covered };
}

/**
 * Test paths of a machine with XState's graph utilities. Invoked actors and timers are walked as the
 * events XState itself would raise (`xstate.done.actor.*`, `xstate.error.actor.*`, `xstate.after.*`),
 * with the sample payloads the machine declares in `meta.samples`.
 */
export function generatePaths(machine: AnyStateMachine, strategy: PathStrategy): PathReport {
  let identity: PathReport['identity'] = 'context';
  let raw: MachinePath[];
  try {
    raw = walk(machine, strategy, identity);
  } catch (error) {
    if (!(error instanceof Error) || !error.message.includes('limit')) throw error;
    identity = 'value';
    raw = walk(machine, strategy, identity);
  }
  if (strategy === 'shortest') raw = withMissingTransitions(machine, raw);
  const model = buildChartModel(machine);
  const { reached, covered } = coverage(machine, raw);
  const stateIds = allStates(model).map((s) => s.id);
  const transitionIdsInOrder = allTransitions(model).map((t) => t.id);
  return {
    machineId: machine.id,
    strategy,
    identity,
    paths: raw.map(toTestPath),
    problems: problemsOf(raw),
    states: { reached: stateIds.filter((id) => reached.has(id)), total: stateIds },
    transitions: {
      reached: transitionIdsInOrder.filter((id) => covered.has(id)),
      total: transitionIdsInOrder,
    },
  };
}
