import {
  initialTransition,
  transition,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate';
import { stateValueLabel } from './labels';

interface SimulationStep {
  event: AnyEventObject;
  /** The state after the event, as `a.b, c.d`. */
  state: string;
  /** Outward actions the step would run; in the studio they are recorded, never executed. */
  actions: string[];
  /** False when no transition was enabled (e.g. a guard said no). */
  changed: boolean;
}

export interface Simulation {
  snapshot: AnyMachineSnapshot;
  initialActions: string[];
  steps: SimulationStep[];
}

// XState's own bookkeeping (assign, raise, spawning invoked actors) is not an outward effect.
function outwardActions(actions: Array<{ type: string }>): string[] {
  return actions.map((a) => a.type).filter((type) => !type.startsWith('xstate.'));
}

function startSimulation(machine: AnyStateMachine, input?: unknown): Simulation {
  const [snapshot, actions] = initialTransition(machine, input);
  return { snapshot, initialActions: outwardActions(actions), steps: [] };
}

/**
 * Sends one event with XState's pure `transition`: invoked actors are created but never started and
 * timers never run, so their outcomes arrive only as the events the person chooses to send.
 */
export function stepSimulation(
  machine: AnyStateMachine,
  simulation: Simulation,
  event: AnyEventObject,
): Simulation {
  const [snapshot, actions] = transition(machine, simulation.snapshot, event);
  const changed =
    JSON.stringify(snapshot.value) !== JSON.stringify(simulation.snapshot.value) ||
    snapshot.context !== simulation.snapshot.context ||
    actions.length > 0;
  const step: SimulationStep = {
    event,
    state: stateValueLabel(snapshot.value),
    actions: outwardActions(actions),
    changed,
  };
  return { snapshot, initialActions: simulation.initialActions, steps: [...simulation.steps, step] };
}

/** Undo is a replay of every event but the last, from a fresh start: the machine stays the only truth. */
export function replaySimulation(
  machine: AnyStateMachine,
  events: AnyEventObject[],
  input?: unknown,
): Simulation {
  return events.reduce((sim, event) => stepSimulation(machine, sim, event), startSimulation(machine, input));
}
