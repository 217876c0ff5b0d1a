import { useCallback, useMemo, useState } from 'react';
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import { readSamples } from '../model/machine-samples';
import { replaySimulation, stepSimulation, type Simulation } from '../model/simulation';

export interface SimulationControls {
  simulation: Simulation;
  /** Why the last event could not be sent (e.g. a guard threw on the payload). */
  error: string | undefined;
  send: (event: AnyEventObject) => void;
  undo: () => void;
  reset: () => void;
}

/** The studio's simulation of one machine: a list of sent events, replayed on undo. */
export function useSimulation(machine: AnyStateMachine): SimulationControls {
  const input = useMemo(() => readSamples(machine).input, [machine]);
  const [state, setState] = useState(() => ({
    simulation: replaySimulation(machine, [], input),
    error: undefined as string | undefined,
  }));

  const send = useCallback(
    (event: AnyEventObject) =>
      setState((current) => {
        try {
          return { simulation: stepSimulation(machine, current.simulation, event), error: undefined };
        } catch (error) {
          return {
            simulation: current.simulation,
            error: error instanceof Error ? error.message : String(error),
          };
        }
      }),
    [machine],
  );
  const undo = useCallback(
    () =>
      setState((current) => ({
        simulation: replaySimulation(
          machine,
          current.simulation.steps.slice(0, -1).map((step) => step.event),
          input,
        ),
        error: undefined,
      })),
    [machine, input],
  );
  const reset = useCallback(
    () => setState({ simulation: replaySimulation(machine, [], input), error: undefined }),
    [machine, input],
  );
  return { simulation: state.simulation, error: state.error, send, undo, reset };
}
