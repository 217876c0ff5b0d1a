import { useEffect, useState } from 'react';
import {
  inspectionChannelName,
  isInspectionMessage,
  type LiveSnapshotMessage,
} from '@/shared/inspection/inspection-messages';

/** Actors of the running app (development builds), by session id, as the dev inspector reports them. */
export function useLiveActors(): LiveSnapshotMessage[] {
  const [actors, setActors] = useState<Map<string, LiveSnapshotMessage>>(() => new Map());
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return undefined;
    const channel = new BroadcastChannel(inspectionChannelName);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const message = event.data;
      if (!isInspectionMessage(message) || message.kind === 'hello') return;
      setActors((current) => {
        const next = new Map(current);
        if (message.kind === 'stopped') next.delete(message.sessionId);
        else next.set(message.sessionId, message);
        return next;
      });
    };
    channel.postMessage({ kind: 'hello' });
    return () => channel.close();
  }, []);
  return [...actors.values()].sort(
    (a, b) => a.machineId.localeCompare(b.machineId) || a.sessionId.localeCompare(b.sessionId),
  );
}
