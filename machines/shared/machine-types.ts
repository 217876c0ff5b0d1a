import type { EventObject, MachineContext } from 'xstate';

/** The `types` of a machine's `setup`: its context, its events and, when it starts from one, its input. */
export const machineTypes = <
  TContext extends MachineContext,
  TEvent extends EventObject,
  TInput = undefined,
>() => ({
  context: {} as TContext,
  events: {} as TEvent,
  input: {} as TInput,
});
