import { queryOptions } from '@tanstack/react-query';
import type { components } from '@openapi/schema';
import { api } from '@/api/client';
import { ApiError } from '@/api/api-error';
import { envelope, unwrap } from '@/api/envelope';

export type RewardFilter = components['schemas']['RewardProductFilter'];
export type FilterPayload = components['schemas']['RewardProductFilterPayload'];

async function saved<T>(call: Promise<{ data?: unknown; error?: unknown; response: Response }>) {
  const reply = await envelope<T>(call as never);
  if (reply.responseCode === '00') return { data: reply.data as T, message: reply.responseMessage };
  const errors = (reply.data as { errors?: { message: string }[] } | null)?.errors;
  throw new ApiError(reply.responseCode, errors?.[0]?.message ?? reply.responseMessage);
}

/** Query options of the coupon filters: the only place their query keys are written. */
export const filterQueries = {
  all: ['reward-filters'] as const,
  list: () =>
    queryOptions({
      queryKey: ['reward-filters', 'list'],
      queryFn: () => unwrap(api.GET('/BackOffice/RewardProductFilter')).then((d) => d ?? []),
    }),
  one: (id: number) =>
    queryOptions({
      queryKey: ['reward-filters', id],
      queryFn: () => unwrap(api.GET('/BackOffice/RewardProductFilter/{id}', { params: { path: { id } } })),
    }),
  catalogs: () =>
    queryOptions({
      queryKey: ['reward-filters', 'catalogs'],
      queryFn: () => unwrap(api.GET('/BackOffice/RewardProductFilter/Catalogs')),
    }),
};

export const filterCalls = {
  save: (body: FilterPayload) =>
    saved<RewardFilter>(
      body.RewardProductFilterId
        ? api.PUT('/BackOffice/RewardProductFilter', { body })
        : api.POST('/BackOffice/RewardProductFilter', { body }),
    ),
  deactivate: (id: number) =>
    saved<null>(api.DELETE('/BackOffice/RewardProductFilter', { params: { query: { id } } })),
};
