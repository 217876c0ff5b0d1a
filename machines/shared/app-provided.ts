import { fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * The stand-in for work the app gives a machine with `.provide({ actors })` (an `*.impl.ts`, a test's fake or
 * the studio's simulation): the statechart names the actor and types its result and input, nothing more. Run
 * without the app's own, it fails saying which one is missing.
 */
export const appProvided = <TOutput, TInput = NonReducibleUnknown>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} is provided by the app`);
  });
