import { Alert, Group, Loader, Text } from '@mantine/core';
import type { FetchStatus } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { billboardMessages as m } from '../messages';

/** What a list needs of its query. */
export interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  fetchStatus: FetchStatus;
  data: T[] | null | undefined;
}

/** A list's loading, failure and empty states around its content. */
export function ListState<T>({
  query,
  empty,
  children,
}: {
  query: ListQuery<T>;
  empty: string;
  children(list: T[]): ReactNode;
}) {
  if (query.isPending && query.fetchStatus !== 'idle')
    return (
      <Group role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>{m.loading}</Text>
      </Group>
    );
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {m.loadFailed}
      </Alert>
    );
  const list = query.data ?? [];
  return list.length === 0 ? <Text>{empty}</Text> : children(list);
}
