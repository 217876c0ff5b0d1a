import { Alert, Center, Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { uiMessages as m } from './messages';
import { isNotFound, NotFoundNotice, type NotFoundBack } from './not-found-notice';
import { OfflineUnseen } from './offline-unseen';

/**
 * A query's loading status or its failure; the children once the data is there. `loading` names what loads
 * (read aloud and, when given, shown beside the spinner); `failed` leads the server's message on a failure;
 * `errorTitle` heads the failure where the spec gives the error dialog a title; `notFound` is the way back
 * shown with the one not-found notice when the record does not exist for this person (docs/decisions/0240).
 * Offline, what this device never kept says so and offers a retry (docs/decisions/0301).
 */
export function QueryState<T>({
  query,
  children,
  loading,
  failed,
  errorTitle,
  notFound,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  loading?: string;
  failed?: string;
  errorTitle?: string;
  notFound?: NotFoundBack;
}) {
  if (notFound && isNotFound(query.error)) return <NotFoundNotice {...notFound} />;
  if (query.isError) {
    const reason = query.error.message;
    return (
      <Alert color="red" role="alert" title={errorTitle}>
        {failed ? [failed, reason].filter(Boolean).join(' ') : reason || m.unavailable}
      </Alert>
    );
  }
  if (query.data === undefined && query.fetchStatus === 'paused') {
    return <OfflineUnseen onRetry={() => void query.refetch()} />;
  }
  if (query.data === undefined) {
    return loading ? (
      <Group role="status" justify="center" py="xl">
        <Loader size="sm" aria-hidden="true" />
        <Text>{loading}</Text>
      </Group>
    ) : (
      <Center py="xl" role="status" aria-label={m.loading}>
        <Loader aria-hidden="true" />
      </Center>
    );
  }
  return <>{children(query.data)}</>;
}
