import type { AnyStateMachine, AnyTransitionDefinition, StateValue } from 'xstate';
import { studioMessages } from '../messages';

const fallbacks = studioMessages.fallbacks;

/** Names a guard for people: `hasEmail`, `and(hasEmail, stateIn(editing.terms.accepted))`, `not(isX)`. */
export function guardLabel(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const composite = guard as { name: string; guards?: unknown[]; stateValue?: StateValue };
    if (Array.isArray(composite.guards)) {
      return `${composite.name}(${composite.guards.map((g) => guardLabel(g) ?? '?').join(', ')})`;
    }
    if (composite.stateValue !== undefined) return `stateIn(${stateValueLabel(composite.stateValue)})`;
    // Inline guards have no name worth showing: a bundler may rename them.
    return fallbacks.guard;
  }
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  return undefined;
}

/** `{ editing: { form: 'empty', terms: 'pending' } }` → `editing.form.empty, editing.terms.pending`. */
export function stateValueLabel(value: StateValue): string {
  return leafPaths(value).join(', ');
}

function leafPaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  const entries = Object.entries(value);
  if (entries.length === 0) return prefix ? [prefix.slice(0, -1)] : [];
  return entries.flatMap(([key, child]) =>
    child === undefined ? [`${prefix}${key}`] : leafPaths(child, `${prefix}${key}.`),
  );
}

/** The delay of an `after` transition in ms, reading named delays from the machine's implementations. */
export function resolveDelay(machine: AnyStateMachine, delay: unknown): number | string {
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'string') {
    const named: unknown = (machine.implementations.delays as Record<string, unknown>)[delay];
    if (typeof named === 'number') return named;
    return Number.isFinite(Number(delay)) ? Number(delay) : delay;
  }
  return fallbacks.delay;
}

export function delayLabel(delay: number | string): string {
  return typeof delay === 'number' ? `after ${delay} ms` : `after ${delay}`;
}

/** Names of the actions a transition runs, for tables and the simulation history. */
export function actionNames(actions: AnyTransitionDefinition['actions']): string[] {
  return actions.map((action) => {
    if (typeof action === 'string') return action;
    if (typeof action === 'function') {
      const type = (action as { type?: unknown }).type;
      return typeof type === 'string' ? type : fallbacks.action;
    }
    return typeof action === 'object' && action !== null && 'type' in action ? String(action.type) : '?';
  });
}
