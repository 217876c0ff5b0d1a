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

/** What settling needs of a gate, whatever its input and output. */
interface Settleable {
  resolve(value: never): Promise<void>;
  reject(error: unknown): Promise<void>;
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

/**
 * Settles the gate behind a model's `xstate.done.actor.<id>` event (resolved with the event's output) or
 * `xstate.error.actor.<id>` event (rejected with its error). The gate is `gates[id]`, or the one `gateOf`
 * names where the page's service is called otherwise. Undefined for any other event: it is the person's.
 */
export function settleInvoked(
  event: { type: string; output?: unknown; error?: unknown },
  gates: Record<string, Settleable>,
  gateOf: Record<string, string> = {},
): Promise<void> | undefined {
  const done = event.type.startsWith(DONE);
  if (!done && !event.type.startsWith(ERROR)) return undefined;
  const id = event.type.slice((done ? DONE : ERROR).length);
  const gate = gates[gateOf[id] ?? id];
  if (!gate) throw new Error(`No gate settles the actor ${id}`);
  return done ? gate.resolve(event.output as never) : gate.reject(event.error);
}

/** The two ways an invoked actor ends, as model events: done, or failed with `error`. */
export const actorOutcomes = <Id extends string>(id: Id, error: Error) =>
  [
    { type: `${DONE}${id}` as `xstate.done.actor.${Id}` },
    { type: `${ERROR}${id}` as `xstate.error.actor.${Id}`, error },
  ] as const;
