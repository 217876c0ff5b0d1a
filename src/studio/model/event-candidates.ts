import {
  __unsafe_getAllOwnEventDescriptors as ownEventDescriptors,
  transition,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate';
import { eventKind } from './event-kinds';
import { defaultPayload, type MachineSamples } from './machine-samples';
import { makeEvent } from './snapshot-info';

/**
 * Every event worth trying in a state, for the path generator: each handled event type with each of its
 * sample payloads, actor outcomes (`xstate.done.actor.*`, `xstate.error.actor.*`) and timers
 * (`xstate.after.*`) included. Events whose guards throw on the sample payload are left out.
 */
export function candidateEvents(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  samples: MachineSamples,
): AnyEventObject[] {
  if (snapshot.status !== 'active') return [];
  const descriptors: string[] = ownEventDescriptors(snapshot);
  const types = [...new Set(descriptors)].filter(
    (type) => !type.includes('*') && eventKind(type) !== 'internal',
  );
  return types
    .flatMap((type) => {
      const payloads = samples.events[type] ?? [defaultPayload(samples, type)];
      return payloads.map((payload) => makeEvent(type, payload));
    })
    .filter((event) => {
      try {
        transition(machine, snapshot, event);
        return true;
      } catch {
        return false;
      }
    });
}
