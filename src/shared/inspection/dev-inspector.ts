import type { InspectionEvent, Observer } from 'xstate';
import {
  inspectionChannelName,
  isInspectionMessage,
  type InspectionMessage,
  type LiveSnapshotMessage,
} from './inspection-messages';

interface MachineLikeSnapshot {
  value: unknown;
  context: unknown;
  status: string;
  machine?: { id?: unknown };
}

function jsonSafe(value: unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(value ?? null)) as unknown;
  } catch {
    return null;
  }
}

/**
 * Creates an inspector for `createActor(machine, { inspect })` that posts every machine snapshot to the
 * studio over a BroadcastChannel. Answers a studio's hello with the latest snapshot of each actor.
 */
export function createBroadcastInspector(channel: BroadcastChannel): (event: InspectionEvent) => void {
  const latest = new Map<string, LiveSnapshotMessage>();
  const post = (message: InspectionMessage) => channel.postMessage(message);
  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isInspectionMessage(event.data) && event.data.kind === 'hello') latest.forEach(post);
  });
  return (inspection) => {
    if (inspection.type !== '@xstate.snapshot') return;
    // Inspection types snapshots of any logic; only machine snapshots (with `machine.id`) go on.
    const snapshot = inspection.snapshot as unknown as MachineLikeSnapshot;
    const machineId = snapshot.machine?.id;
    if (typeof machineId !== 'string') return;
    const sessionId = inspection.actorRef.sessionId;
    if (snapshot.status === 'stopped') {
      latest.delete(sessionId);
      post({ kind: 'stopped', sessionId });
      return;
    }
    const message: LiveSnapshotMessage = {
      kind: 'snapshot',
      sessionId,
      machineId,
      value: jsonSafe(snapshot.value) as LiveSnapshotMessage['value'],
      context: jsonSafe(snapshot.context),
      status: snapshot.status,
      event: inspection.event.type,
    };
    latest.set(sessionId, message);
    post(message);
  };
}

function createDevInspector(): Observer<InspectionEvent> | undefined {
  if (!import.meta.env.DEV || typeof BroadcastChannel === 'undefined') return undefined;
  return { next: createBroadcastInspector(new BroadcastChannel(inspectionChannelName)) };
}

/**
 * Pass to every actor the app creates: `createActor(machine, { inspect: devInspector })` or
 * `useMachine(machine, { inspect: devInspector })`. Undefined in production builds, so it costs nothing.
 */
export const devInspector = createDevInspector();
