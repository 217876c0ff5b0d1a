import { Alert, Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { postMessages } from '../messages';

/** A query's loader, or its failure as the error dialog text of spec 001 §8 (title 'Error', the server's message). */
export function QueryView<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children(data: T): ReactNode;
}) {
  if (query.isError)
    return (
      <Alert color="red" role="alert" title={postMessages.error}>
        {query.error.message}
      </Alert>
    );
  if (query.data === undefined)
    return (
      <Center py="xl">
        <Loader aria-label="Cargando" />
      </Center>
    );
  return <>{children(query.data)}</>;
}
