import { useEffect, useRef } from 'react';
import type { HubName } from './hub-connection';

/**
 * Listens to a live hub while the component is mounted. Handlers may change between renders without
 * reconnecting; a hub that cannot be reached leaves the page working on its regular queries.
 */
export function useHub(hub: HubName, handlers: Record<string, (...args: unknown[]) => void>): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  const targets = Object.keys(handlers).sort().join(',');
  useEffect(() => {
    let stopped = false;
    let stop: (() => Promise<void>) | null = null;
    const forward = Object.fromEntries(
      targets.split(',').map((target) => [target, (...args: unknown[]) => latest.current[target]?.(...args)]),
    );
    void import('./hub-connection')
      .then(({ connectHub }) => connectHub(hub, forward))
      .then((connection) => {
        stop = () => connection.stop();
        if (stopped) void stop();
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      void stop?.();
    };
  }, [hub, targets]);
}
