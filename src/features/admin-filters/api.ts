import { readList, readQuery } from '@/api/read-query';
import type {
  RewardProductFilter as RewardFilter,
  RewardProductFilterPayload as FilterPayload,
} from '@openapi/schema';
import { api } from '@/api/client';
import { saved } from '@/api/envelope';

export type { RewardProductFilter as RewardFilter } from '@openapi/schema';

/** Query options of the coupon filters: the only place their query keys are written. */
export const filterQueries = {
  all: ['reward-filters'] as const,
  list: () => readList(['reward-filters', 'list'], () => api.GET('/BackOffice/RewardProductFilter')),
  one: (id: number) =>
    readQuery(['reward-filters', id], () =>
      api.GET('/BackOffice/RewardProductFilter/{id}', { params: { path: { id } } }),
    ),
  catalogs: () =>
    readQuery(['reward-filters', 'catalogs'], () => api.GET('/BackOffice/RewardProductFilter/Catalogs')),
};

export const filterCalls = {
  save: (body: FilterPayload) =>
    saved<RewardFilter>(
      api.request(body.RewardProductFilterId ? 'put' : 'post', '/BackOffice/RewardProductFilter', { body }),
    ),
  deactivate: (id: number) =>
    saved<null>(api.DELETE('/BackOffice/RewardProductFilter', { params: { query: { id } } })),
};
