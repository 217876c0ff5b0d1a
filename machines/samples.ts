import type { EventObject } from 'xstate';

/*
 * Types for the example data a machine declares in its root `meta.samples` (see `MachineMeta` in
 * ./machine-meta), read by the statechart studio and the QA path tool (docs/statechart-studio.md). They only
 * let the compiler check each sample against the machine's own events and actor results; nothing here exists
 * at run time.
 */

type PayloadOf<TEvent extends EventObject, TType extends string> = Omit<
  Extract<TEvent, { type: TType }>,
  'type'
>;

/** Payloads of the machine's own events, by event type, without `type`. */
export type EventSamples<TEvent extends EventObject> = {
  [TType in TEvent['type']]?: PayloadOf<TEvent, TType>[];
};

/** Results of invoked actors by invocation id: `xstate.done.actor.<id>` carries `output`. */
export type DoneSamples<TOutputs extends Record<string, unknown>> = {
  [TId in keyof TOutputs & string as `xstate.done.actor.${TId}`]?: { output: TOutputs[TId] }[];
};

/** Failures of invoked actors: `xstate.error.actor.<id>` carries what the actor threw. */
export type ErrorSamples<TId extends string> = {
  [Id in TId as `xstate.error.actor.${Id}`]?: { error: unknown }[];
};

/**
 * A machine's usual samples: payloads of its events, failures of the actors named in `TFailing` and results
 * of those typed in `TOutputs`.
 */
export type MachineSamples<
  TEvent extends EventObject,
  TFailing extends string = never,
  TOutputs extends Record<string, unknown> = Record<never, never>,
> = EventSamples<TEvent> & ErrorSamples<TFailing> & DoneSamples<TOutputs>;
