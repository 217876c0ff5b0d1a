import { Stack, Title } from '@mantine/core';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { NotFoundNotice, isNotFound } from '@/shared/ui';
import { useSave } from '@/shared/admin';
import { operatorQueries } from '../api';
import { operatorMessages as m } from '../messages';
import { CatalogueForm, type CatalogueFormProps, type CatalogueValues } from './catalogue-form';

interface CataloguePageProps<T, K extends QueryKey> extends Omit<
  CatalogueFormProps,
  'current' | 'listPath' | 'saving' | 'onSave'
> {
  title: string;
  list: { path: string; name: string };
  record(id: number): UseQueryOptions<T, Error, T, K>;
  /** The record as the form shows it. */
  shown(record: T): NonNullable<CatalogueFormProps['current']>;
  /** Saves the form; `id` is 0 for a new record. */
  save(values: CatalogueValues, id: number): Promise<{ message: string }>;
}

/**
 * The page of a reward category or provider at …/{id} (0 means new): its title, 'Registro no encontrado' with
 * the way back for a missing one, and the catalogue form once the record is there; saving goes back to the list.
 */
export function CataloguePage<T, K extends QueryKey>({
  title,
  list,
  record,
  shown,
  save: call,
  ...form
}: CataloguePageProps<T, K>) {
  const id = Number(useParams().id ?? 0) || 0;
  const query = useQuery({ ...record(id), enabled: id > 0 });
  const save = useSave((values: CatalogueValues) => call(values, id), {
    listPath: list.path,
    failedTitle: m.saveFailed,
    refresh: operatorQueries.all,
  });
  const current = query.data ? shown(query.data) : null;
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      {isNotFound(query.error) ? <NotFoundNotice backTo={list.path} listName={list.name} /> : null}
      {id > 0 && !current ? null : (
        <CatalogueForm
          {...form}
          current={current}
          listPath={list.path}
          saving={save.isPending}
          onSave={(values) => save.mutate(values)}
        />
      )}
    </Stack>
  );
}
