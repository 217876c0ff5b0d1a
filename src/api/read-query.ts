import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { unwrap, type FetchResult } from './envelope';

/**
 * The query options of one gateway read whose data the page wants in another form (`pick`: a list that may be
 * missing as an empty one, one flag of a record): the cache holds what `pick` returns.
 */
export function readPicked<const K extends QueryKey, T, R>(
  queryKey: K,
  call: () => Promise<FetchResult<T>>,
  pick: (data: T) => R,
) {
  return queryOptions({ queryKey, queryFn: async () => pick(await unwrap(call())) });
}

/**
 * The query options of one gateway read: its cache key and the call whose envelope it unwraps. A feature's
 * `api.ts` lists its reads with this, so a query is one line of key and path.
 */
export function readQuery<const K extends QueryKey, T>(queryKey: K, call: () => Promise<FetchResult<T>>) {
  return readPicked(queryKey, call, (data) => data);
}

/** The query options of a gateway read of a list that the gateway may send as nothing: then an empty one. */
export function readList<const K extends QueryKey, R>(
  queryKey: K,
  call: () => Promise<FetchResult<R[] | null | undefined>>,
) {
  return readPicked(queryKey, call, (data): R[] => data ?? []);
}

/** The query options of a read that a feature's services answer (the app's gateway calls, a test's fakes). */
export function askQuery<const K extends QueryKey, T>(queryKey: K, ask: () => Promise<T>) {
  return queryOptions({ queryKey, queryFn: ask });
}

/** Like askQuery, for a catalogue that does not change while the page is open: it is read once. */
export function lastingQuery<const K extends QueryKey, T>(queryKey: K, ask: () => Promise<T>) {
  return queryOptions({ queryKey, queryFn: ask, staleTime: Infinity });
}
