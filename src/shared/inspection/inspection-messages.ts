import type { StateValue } from 'xstate';

/** The BroadcastChannel the running app and the studio share; nothing leaves the browser. */
export const inspectionChannelName = 'muro-statecharts';

export interface LiveSnapshotMessage {
  kind: 'snapshot';
  /** XState's session id of the actor: unique per running actor. */
  sessionId: string;
  machineId: string;
  value: StateValue;
  /** Context as JSON-safe data; functions and actor references are dropped. */
  context: unknown;
  status: string;
  /** The event that led here. */
  event: string;
}

interface LiveStoppedMessage {
  kind: 'stopped';
  sessionId: string;
}

/** Sent by a studio that just opened, so running apps announce their actors again. */
interface LiveHelloMessage {
  kind: 'hello';
}

export type InspectionMessage = LiveSnapshotMessage | LiveStoppedMessage | LiveHelloMessage;

export function isInspectionMessage(data: unknown): data is InspectionMessage {
  if (typeof data !== 'object' || data === null || !('kind' in data)) return false;
  return data.kind === 'snapshot' || data.kind === 'stopped' || data.kind === 'hello';
}
