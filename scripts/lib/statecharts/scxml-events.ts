import type { ChartTransition } from '../../../src/shared/chart';

const renames: Array<[string, string]> = [
  ['xstate.done.actor.', 'done.invoke.'],
  ['xstate.error.actor.', 'error.invoke.'],
  ['xstate.snapshot.', 'snapshot.invoke.'],
  ['xstate.done.state.', 'done.state.'],
];

/** The SCXML name of a delayed transition's event: `after.<ms>.<state id>` (or the delay's name). */
export function delayEventName(transition: ChartTransition): string {
  return `after.${transition.delay ?? 'expresion'}.${transition.source}`;
}

/**
 * XState's event names in SCXML terms: invoked actors finish with `done.invoke.<id>` as in the W3C
 * recommendation; failures become `error.invoke.<id>`; timers become `after.<ms>.<state id>` events sent by
 * the state's `<onentry>`; eventless transitions have no event.
 */
export function scxmlEventName(transition: ChartTransition): string | undefined {
  if (transition.kind === 'always') return undefined;
  if (transition.kind === 'delay') return delayEventName(transition);
  const rename = renames.find(([prefix]) => transition.eventType.startsWith(prefix));
  return rename ? rename[1] + transition.eventType.slice(rename[0].length) : transition.eventType;
}
