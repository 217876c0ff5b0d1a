import type { AnyMachineSnapshot } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  recognitionMachine,
  type RecognitionContext,
  type RecognitionInput,
} from '../../machines/recognition.machine';
import {
  coverageOf,
  distinctPaths,
  nothingReached,
  toModelMachine,
  walk,
  type ModelPath,
} from './support/test-model';

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
  const model = toModelMachine(recognitionMachine);
  const testModel = createTestModel(model, {
    events: (state) => events.filter((event) => state.can(event)),
    input,
    // How a state was reached (event, and the top-level state it left) is part of it, so every transition gets a path.
    serializeState: (state, event, previous) =>
      `${abstractState(state)} after ${event?.type ?? 'start'} from ${topLevel(previous)}`,
    serializeTransition: (state, event, previous) =>
      `${abstractState(state)}${event && previous ? ` via ${JSON.stringify(event)} from ${abstractState(previous)}` : ''}`,
  });
  const listed = new Set(events.map((event) => JSON.stringify(event)));
  const reached = nothingReached();
  const walkable = (event: TEvent) => listed.has(JSON.stringify(event));
  const walked: ModelPath<TEvent, RecognitionInput>[] = testModel.getShortestPaths().map((path) => ({
    description: path.description,
    input,
    ...walk(
      model,
      input,
      path.steps.slice(1).map((step) => step.event as TEvent),
      reached,
      walkable,
    ),
  }));
  return { paths: distinctPaths(walked), coverage: coverageOf(model, reached) };
}
