import { act } from '@testing-library/react';

/**
 * A fake call the test settles by hand: the component under test awaits it, and the model's
 * done/error events resolve or reject it, so every outcome of the real flow can be walked.
 */
export function createGate<TInput, TOutput>() {
  let pending: { input: TInput; resolve(value: TOutput): void; reject(error: unknown): void } | null = null;
  const calls: TInput[] = [];
  const take = () => {
    if (!pending) throw new Error('No call is waiting to be settled');
    const current = pending;
    pending = null;
    return current;
  };
  return {
    calls,
    call: (input: TInput) =>
      new Promise<TOutput>((resolve, reject) => {
        calls.push(input);
        pending = { input, resolve, reject };
      }),
    get waiting() {
      return pending !== null;
    },
    get input() {
      if (!pending) throw new Error('No call is waiting');
      return pending.input;
    },
    resolve: (value: TOutput) => act(async () => take().resolve(value)),
    reject: (error: unknown) => act(async () => take().reject(error)),
  };
}
