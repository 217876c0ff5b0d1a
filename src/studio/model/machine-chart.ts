import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import type { ChartModel, ChartState, ChartStateType, ChartTransition } from '@/shared/chart';
import { studioMessages } from '../messages';
import { eventKind } from './event-kinds';
import { actionNames, delayLabel, guardLabel, resolveDelay } from './labels';

function eventLabel(t: AnyTransitionDefinition, machine: AnyStateMachine): Partial<ChartTransition> {
  const delayed = t as AnyTransitionDefinition & { delay?: unknown };
  if (delayed.delay !== undefined) {
    const delay = resolveDelay(machine, delayed.delay);
    const delayName = typeof delayed.delay === 'string' ? delayed.delay : undefined;
    return { kind: 'delay', delay, delayName, label: delayLabel(delay) };
  }
  return { kind: eventKind(t.eventType), label: t.eventType };
}

function toTransition(
  t: AnyTransitionDefinition,
  index: number,
  machine: AnyStateMachine,
  always: boolean,
): ChartTransition {
  const guard = guardLabel(t.guard);
  const event = always ? { kind: 'always' as const, label: 'always' } : eventLabel(t, machine);
  const base = event.label ?? t.eventType;
  return {
    id: `${t.source.id}#${index}`,
    source: t.source.id,
    targets: (t.target ?? []).map((target) => target.id),
    eventType: always ? '' : t.eventType,
    kind: event.kind ?? 'event',
    ...(guard ? { guard } : {}),
    ...(event.delay !== undefined ? { delay: event.delay } : {}),
    ...(event.delayName ? { delayName: event.delayName } : {}),
    actions: actionNames(t.actions),
    label: guard ? `${base} [${guard}]` : base,
  };
}

/** Every transition defined on a state node, in definition order, eventless ones last. */
export function ownTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

// The config, not `node.entry`: XState adds its own raise/cancel actions there to implement `after`.
function configActions(actions: unknown): string[] {
  if (actions === undefined) return [];
  return actionNames((Array.isArray(actions) ? actions : [actions]) as AnyTransitionDefinition['actions']);
}

function srcName(src: unknown): string {
  return typeof src === 'string' ? src : studioMessages.fallbacks.actor;
}

function toState(node: AnyStateNode, machine: AnyStateMachine): ChartState {
  const eventful = [...node.transitions.values()].flat().length;
  const children = Object.values(node.states as Record<string, AnyStateNode>).map((child) =>
    toState(child, machine),
  );
  const initialTarget = node.type === 'compound' ? node.initial?.target[0] : undefined;
  return {
    id: node.id,
    key: node.key,
    path: node.path,
    type: node.type as ChartStateType,
    ...(initialTarget ? { initial: initialTarget.id } : {}),
    children,
    transitions: ownTransitions(node).map((t, i) => toTransition(t, i, machine, i >= eventful)),
    invokes: node.invoke.map((inv) => ({ id: inv.id, src: srcName(inv.src) })),
    entry: configActions(node.config.entry),
    exit: configActions(node.config.exit),
    tags: [...node.tags].sort(),
    ...(node.description ? { description: node.description } : {}),
  };
}

/** A machine as a chart model: its states, labelled transitions, invokes and actions. */
export function buildChartModel(machine: AnyStateMachine): ChartModel {
  return { id: machine.id, root: toState(machine.root, machine) };
}
