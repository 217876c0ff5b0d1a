import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { HubName, HubStatus } from './hub-connection';

/**
 * Listens to a live hub while the component is mounted and says how the link stands. Handlers may change
 * between renders without reconnecting. A hub that cannot be reached leaves the page working on its regular
 * queries; when it comes back too late to catch up, those queries are read again.
 */
export function useHub(hub: HubName, handlers: Record<string, (...args: unknown[]) => void>): HubStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<HubStatus>('connecting');
  const latest = useRef(handlers);
  latest.current = handlers;
  const targets = Object.keys(handlers).sort().join(',');
  useEffect(() => {
    let stopped = false;
    let stop: (() => Promise<void>) | null = null;
    const forward = Object.fromEntries(
      targets.split(',').map((target) => [target, (...args: unknown[]) => latest.current[target]?.(...args)]),
    );
    const watcher = {
      status: (next: HubStatus) => void (stopped || setStatus(next)),
      resync: () => void (stopped || queryClient.invalidateQueries()),
    };
    void import('./hub-connection')
      .then(({ connectHub }) => connectHub(hub, forward, watcher))
      .then((stopHub) => {
        stop = stopHub;
        if (stopped) void stop();
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      void stop?.();
    };
  }, [hub, targets, queryClient]);
  return status;
}
