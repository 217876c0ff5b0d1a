import type { EventKind } from '@/shared/chart';

const prefixes: Array<[string, EventKind]> = [
  ['xstate.done.actor.', 'done'],
  ['xstate.error.actor.', 'error'],
  ['xstate.snapshot.', 'snapshot'],
  ['xstate.after.', 'delay'],
  ['xstate.done.state.', 'internal'],
  ['xstate.', 'internal'],
];

export function eventKind(type: string): EventKind {
  return prefixes.find(([prefix]) => type.startsWith(prefix))?.[1] ?? 'event';
}

/** The actor id in `xstate.done.actor.<id>`, `xstate.error.actor.<id>` or `xstate.snapshot.<id>`. */
export function actorIdOf(type: string): string | undefined {
  const kind = eventKind(type);
  if (kind === 'done') return type.slice('xstate.done.actor.'.length);
  if (kind === 'error') return type.slice('xstate.error.actor.'.length);
  if (kind === 'snapshot') return type.slice('xstate.snapshot.'.length);
  return undefined;
}
