import { Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState, type NotFoundBack } from '@/shared/ui';

/**
 * A console detail page at …/{id}, where 0 means a new record: the title, then the form empty for a new one,
 * or filled once the record has loaded; 'Registro no encontrado' with the way back to `notFound`'s list when
 * there is no such record (docs/decisions/0240).
 */
export function RecordPage<T>({
  title,
  id,
  query,
  notFound,
  children,
}: {
  title: string;
  id: number;
  query: UseQueryResult<T>;
  notFound: NotFoundBack;
  children(current: T | null): ReactNode;
}) {
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      {id > 0 ? (
        <QueryState query={query} notFound={notFound}>
          {(data) => children(data)}
        </QueryState>
      ) : (
        children(null)
      )}
    </Stack>
  );
}
