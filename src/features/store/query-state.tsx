import { Alert, Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { storeMessages } from './messages';

/** A query's loader or its failure message; the children once the data is there. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {query.error.message || storeMessages.loadFailed}
      </Alert>
    );
  }
  if (query.data === undefined) {
    return (
      <Center py="xl">
        <Loader aria-label="Cargando" />
      </Center>
    );
  }
  return <>{children(query.data)}</>;
}
