import type { AnyStateMachine } from 'xstate';
import { studioMessages } from '../messages';

/** Payload of an event without its `type`, as a designer edits it in the studio. */
export type EventPayload = Record<string, unknown>;

export interface MachineSamples {
  /** Input for machines that need one to start. */
  input: unknown;
  /** Sample payloads per event type; the studio prefills the first, the path tools try them all. */
  events: Record<string, EventPayload[]>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the optional `meta: { input, samples }` of a machine's root. Samples are plain data in the machine
 * file, so designers, QA and the machine's own tests share one source of example payloads.
 */
export function readSamples(machine: AnyStateMachine): MachineSamples {
  const meta: unknown = machine.root.meta;
  const rawSamples = isRecord(meta) && isRecord(meta.samples) ? meta.samples : {};
  const events: Record<string, EventPayload[]> = {};
  for (const [type, list] of Object.entries(rawSamples)) {
    if (Array.isArray(list)) events[type] = list.filter(isRecord);
  }
  return { input: isRecord(meta) ? meta.input : undefined, events };
}

/** The payload shown first for an event type: its first sample, or a sensible empty shape. */
export function defaultPayload(samples: MachineSamples, type: string): EventPayload {
  const sample = samples.events[type]?.[0];
  if (sample) return sample;
  if (type.startsWith('xstate.done.actor.')) return { output: null };
  if (type.startsWith('xstate.error.actor.'))
    return { error: { message: studioMessages.fallbacks.actorError } };
  return {};
}
