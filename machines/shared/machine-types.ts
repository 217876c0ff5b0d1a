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

/** Events that carry nothing but their type, from their names: `Signals<'form.open' | 'form.close'>`. */
export type Signals<TType extends string> = TType extends string ? { type: TType } : never;
