import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * The query key of the caller's unread chat messages: the chat button fetches it, and the header's burger,
 * which must not load chat's code on the first route, only reads what is in the cache under it.
 */
export const CHAT_UNREAD_KEY = ['chat', 'unread'] as const;

/** The unread count the chat button last fetched, 0 until it has. */
export function useCachedUnread(): number {
  const client = useQueryClient();
  return useSyncExternalStore(
    (onChange) => client.getQueryCache().subscribe(onChange),
    () => client.getQueryData<number>(CHAT_UNREAD_KEY) ?? 0,
    () => 0,
  );
}
