/** How an event reaches a machine; decides where the studio shows it and how paths describe it. */
export type EventKind = 'event' | 'done' | 'error' | 'snapshot' | 'delay' | 'internal';

export type ChartStateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartTransition {
  /** `<source state id>#<index>`: stable across runs, used for edges and coverage. */
  id: string;
  source: string;
  /** Target state ids; empty when the transition stays in its state (actions only). */
  targets: string[];
  /** The machine's event type; empty for eventless (`always`) transitions. */
  eventType: string;
  kind: EventKind | 'always';
  guard?: string;
  /** For delayed transitions: the delay in ms, or its name when it is computed at run time. */
  delay?: number | string;
  /** The name of a named delay, kept for tables. */
  delayName?: string;
  actions: string[];
  /** What the diagram writes on the arrow: event (or delay) and guard. */
  label: string;
}

export interface ChartState {
  id: string;
  key: string;
  /** Keys from the root, e.g. ['editing', 'form', 'empty']. */
  path: string[];
  type: ChartStateType;
  /** Id of the initial child of a compound state. */
  initial?: string;
  children: ChartState[];
  transitions: ChartTransition[];
  invokes: Array<{ id: string; src: string }>;
  entry: string[];
  exit: string[];
  tags: string[];
  description?: string;
}

/** A chart as plain, serialisable data: what the diagram, the exports and the tables draw. */
export interface ChartModel {
  id: string;
  root: ChartState;
}

/** All states below the root, depth first in definition order. */
export function allStates(model: ChartModel): ChartState[] {
  const walk = (state: ChartState): ChartState[] => state.children.flatMap((c) => [c, ...walk(c)]);
  return walk(model.root);
}

export function allTransitions(model: ChartModel): ChartTransition[] {
  return [model.root, ...allStates(model)].flatMap((state) => state.transitions);
}
