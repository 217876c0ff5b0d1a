import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { unwrap, type FetchResult } from './envelope';

/**
 * The query options of one gateway read: its cache key and the call whose envelope it unwraps. A feature's
 * `api.ts` lists its reads with this, so a query is one line of key and path.
 */
export function readQuery<const K extends QueryKey, T>(queryKey: K, call: () => Promise<FetchResult<T>>) {
  return queryOptions({ queryKey, queryFn: () => unwrap(call()) });
}
