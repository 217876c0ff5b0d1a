import { Alert, Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isNotFound, NotFoundNotice, type NotFoundBack } from '@/shared/ui';
import { postMessages } from '../messages';

/**
 * A query's loader, or its failure as the error dialog text of spec 001 §8 (title 'Error', the server's message);
 * with `notFound`, a record that does not exist shows the one not-found notice instead (docs/decisions/0240).
 */
export function QueryView<T>({
  query,
  children,
  notFound,
}: {
  query: UseQueryResult<T>;
  children(data: T): ReactNode;
  notFound?: NotFoundBack;
}) {
  if (notFound && isNotFound(query.error)) return <NotFoundNotice {...notFound} />;
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
