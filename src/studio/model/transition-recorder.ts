import {
  createActor,
  type AnyActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { ownTransitions } from './machine-chart';

/** Maps each transition definition of a machine to its chart id (`<source>#<index>`). */
export function transitionIds(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const ids = new Map<AnyTransitionDefinition, string>();
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    ownTransitions(node).forEach((t, i) => ids.set(t, `${node.id}#${i}`));
  }
  return ids;
}

function record(
  machine: AnyStateMachine,
  input: unknown,
  run: (scope: AnyActorScope) => void,
): AnyTransitionDefinition[] {
  // A fresh inert actor per call: invoked actors with a `systemId` would clash in a shared system.
  const self = createActor(machine, { input });
  const taken: AnyTransitionDefinition[] = [];
  self.system.inspect((inspection) => {
    if (inspection.type === '@xstate.microstep') taken.push(...inspection._transitions);
  });
  run({
    self,
    id: '',
    sessionId: '',
    logger: () => {},
    defer: () => {},
    emit: () => {},
    system: self.system,
    stopChild: () => {},
    actionExecutor: () => {},
  });
  return taken;
}

/** Which transitions one event takes, eventless ones included, read from XState's microstep inspection. */
export function takenTransitions(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: AnyEventObject,
  input?: unknown,
): AnyTransitionDefinition[] {
  return record(machine, input, (scope) => machine.transition(snapshot, event, scope));
}

/** Eventless transitions taken while the machine starts. */
export function initialTransitions(machine: AnyStateMachine, input?: unknown): AnyTransitionDefinition[] {
  return record(machine, input, (scope) => machine.getInitialSnapshot(scope, input));
}
