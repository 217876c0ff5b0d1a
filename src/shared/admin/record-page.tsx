import { Stack, Title } from '@mantine/core';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { QueryState, type NotFoundBack } from '@/shared/ui';

/**
 * A console detail page at …/{id}, where 0 means a new record: the title (`newTitle` for a new one, where it
 * differs), then the form empty for a new record, or filled once `record(id)` has loaded it; 'Registro no
 * encontrado' with the way back to `notFound`'s list when there is no such record (docs/decisions/0240). The
 * form starts afresh when the id changes.
 */
export function RecordPage<T, K extends QueryKey>({
  title,
  newTitle = title,
  record,
  notFound,
  children,
}: {
  title: string;
  newTitle?: string;
  record(id: number): UseQueryOptions<T, Error, T, K>;
  notFound: NotFoundBack;
  children(current: T | null, id: number): ReactNode;
}) {
  const id = Number(useParams().id ?? 0) || 0;
  const query = useQuery({ ...record(id), enabled: id > 0 });
  return (
    <Stack>
      <Title order={1}>{id > 0 ? title : newTitle}</Title>
      <Fragment key={id}>
        {id > 0 ? (
          <QueryState query={query} notFound={notFound}>
            {(data) => children(data, id)}
          </QueryState>
        ) : (
          children(null, id)
        )}
      </Fragment>
    </Stack>
  );
}
