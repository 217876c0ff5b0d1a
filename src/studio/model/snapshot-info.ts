import {
  __unsafe_getAllOwnEventDescriptors as ownEventDescriptors,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
} from 'xstate';
import { actorIdOf, eventKind } from './event-kinds';
import { delayLabel, resolveDelay } from './labels';
import type { EventPayload } from './machine-samples';

export interface ActiveInvoke {
  id: string;
  src: string;
  stateId: string;
}

export interface ActiveTimer {
  /** `xstate.after.<delay>.<stateId>`: sending it fires the delayed transition at once. */
  eventType: string;
  label: string;
  stateId: string;
}

function activeNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  return snapshot._nodes;
}

/** Ids of every active state node, the root excluded. */
export function activeStateIds(snapshot: AnyMachineSnapshot): string[] {
  return activeNodes(snapshot)
    .filter((node) => node.parent !== undefined)
    .map((node) => node.id);
}

/** Event types a person (or a callback actor) can send in this state, wildcards and internals left out. */
export function possibleEventTypes(snapshot: AnyMachineSnapshot): string[] {
  const descriptors: string[] = ownEventDescriptors(snapshot);
  return [...new Set(descriptors)].filter((type) => !type.includes('*') && eventKind(type) === 'event');
}

export function activeInvokes(snapshot: AnyMachineSnapshot): ActiveInvoke[] {
  return activeNodes(snapshot).flatMap((node) =>
    node.invoke.map((inv) => ({
      id: inv.id,
      src: typeof inv.src === 'string' ? inv.src : inv.id,
      stateId: node.id,
    })),
  );
}

export function activeTimers(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): ActiveTimer[] {
  return activeNodes(snapshot).flatMap((node) => {
    const seen = new Set<string>();
    return node.after.flatMap((t) => {
      if (seen.has(t.eventType)) return [];
      seen.add(t.eventType);
      return [
        { eventType: t.eventType, label: delayLabel(resolveDelay(machine, t.delay)), stateId: node.id },
      ];
    });
  });
}

/** Builds the event a button sends; actor outcomes carry the `actorId` XState itself would add. */
export function makeEvent(type: string, payload: EventPayload): AnyEventObject {
  const actorId = actorIdOf(type);
  return { ...payload, ...(actorId ? { actorId } : {}), type };
}

/** The event without its type and actor id: what the payload editors and path listings show. */
export function eventPayload(event: AnyEventObject): EventPayload {
  const { type: _type, actorId: _actorId, ...payload } = event;
  return payload;
}
