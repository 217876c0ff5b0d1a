import type { Query, QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  removeOldestQuery,
} from '@tanstack/query-persist-client-core';
import { indexedDbShelf, type DeviceShelf } from './device-shelf';
import { isKeptOffline, KEPT_OFFLINE } from './kept-offline';

/** How long what a person saw stays usable offline, unseen in between. */
export const KEPT_FOR_MS = 7 * 24 * 60 * 60 * 1000;

export function shelfKey(personId: number): string {
  return `persona-${personId}`;
}

/**
 * Keeps the chosen queries of one person on the device and puts back what was kept last time. Whatever another
 * person left on this device is removed first: one person's pages are never shown to someone else. Gives back
 * how to stop saving.
 */
export function keepOffline(
  client: QueryClient,
  personId: number,
  shelf: DeviceShelf = indexedDbShelf(),
  format: string = __CONTRACT_HASH__,
): { stop: () => void; restored: Promise<void> } {
  const key = shelfKey(personId);
  // Kept queries outlive the five minutes an unused query is kept in memory, or leaving a page would drop it.
  for (const root of KEPT_OFFLINE) client.setQueryDefaults([root], { gcTime: KEPT_FOR_MS });
  // A device that refuses its storage (private modes, a full disk) keeps nothing; the pages still work online.
  const others = shelf
    .keys()
    .then((all) => Promise.all(all.filter((k) => k !== key).map((k) => shelf.removeItem(k))))
    .catch(() => undefined);
  // A save the throttle still holds must not land after signing out.
  let stopped = false;
  const persister = createAsyncStoragePersister({
    storage: {
      getItem: (k) => shelf.getItem(k).catch(() => undefined),
      setItem: (k, value) => (stopped ? Promise.resolve() : shelf.setItem(k, value).catch(() => undefined)),
      removeItem: (k) => shelf.removeItem(k).catch(() => undefined),
    },
    key,
    throttleTime: 1000,
    retry: removeOldestQuery,
  });
  const options = {
    queryClient: client,
    persister,
    maxAge: KEPT_FOR_MS,
    // Data kept in one contract's shape is never read by a release that speaks another.
    buster: format,
    dehydrateOptions: {
      shouldDehydrateQuery: (query: Query) =>
        query.state.status === 'success' && isKeptOffline(query.queryKey),
    },
  };
  let unsubscribe = () => {};
  // What cannot be read back (damaged, or from a browser that changed) is discarded by the restore; saving
  // starts all the same.
  const restored = persistQueryClientRestore(options)
    .catch(() => undefined)
    .then(() => {
      if (!stopped) unsubscribe = persistQueryClientSubscribe(options);
    });
  const stop = () => {
    stopped = true;
    unsubscribe();
  };
  return { stop, restored: Promise.all([others, restored]).then(() => undefined) };
}

/** After signing out: nothing of anyone stays on the device. */
export function forgetOffline(shelf: DeviceShelf = indexedDbShelf()): Promise<void> {
  return shelf.clear().catch(() => undefined);
}
