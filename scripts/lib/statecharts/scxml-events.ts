import type { ChartTransition } from '../../../src/shared/chart';

const renames: Array<[string, string]> = [
  ['xstate.done.actor.', 'done.invoke.'],
  ['xstate.error.actor.', 'error.invoke.'],
  ['xstate.snapshot.', 'snapshot.invoke.'],
  ['xstate.done.state.', 'done.state.'],
];

/**
 * The SCXML name of a delayed transition's event: XState's own (`xstate.after.<delay>.<state id>`, the delay's
 * name where it has one), so the QA paths and the SCXML name a timer alike; the milliseconds go in the `<send>`.
 */
export function delayEventName(transition: ChartTransition): string {
  return transition.eventType;
}

/**
 * XState's event names in SCXML terms: invoked actors finish with `done.invoke.<id>` as in the W3C
 * recommendation; failures become `error.invoke.<id>`; timers keep XState's `xstate.after.<delay>.<state id>`,
 * sent by the state's `<onentry>`; eventless transitions have no event.
 */
export function scxmlEventName(transition: ChartTransition): string | undefined {
  if (transition.kind === 'always') return undefined;
  if (transition.kind === 'delay') return delayEventName(transition);
  const rename = renames.find(([prefix]) => transition.eventType.startsWith(prefix));
  return rename ? rename[1] + transition.eventType.slice(rename[0].length) : transition.eventType;
}
