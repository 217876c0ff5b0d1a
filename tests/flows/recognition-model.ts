import type { AnyMachineSnapshot } from 'xstate';
import {
  recognitionMachine,
  type RecognitionContext,
  type RecognitionInput,
} from '../../machines/recognition.machine';
import { abstractModelPaths } from './support/test-model';

/**
 * The form's context holds free text, so walking it as is gives hundreds of paths that look the same to a
 * person. A state here is what the person can tell apart: the machine state, whether required marks show,
 * and whether a failure carries the server's reason. The shortest path to each such state, reached by each
 * transition, is walked on the real form; coverage comes from replaying those paths on the statechart.
 */
function abstractState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as RecognitionContext;
  return JSON.stringify({
    value: snapshot.value,
    attempted: context.attempted,
    reason: context.failure !== '',
  });
}

/** The top-level state's name ('writingMessage' for { writingMessage: 'empty' }). */
function topLevel(snapshot: AnyMachineSnapshot | undefined): string {
  if (!snapshot) return 'start';
  const value: unknown = snapshot.value;
  return typeof value === 'string' ? value : Object.keys(value as object).join();
}

export function recognitionModelPaths<TEvent extends { type: string }>(
  events: TEvent[],
  input: RecognitionInput,
) {
  return abstractModelPaths(recognitionMachine, { events, input, abstractState, previousKey: topLevel });
}
