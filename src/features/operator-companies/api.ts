import { queryOptions } from '@tanstack/react-query';
import type { components } from '@openapi/schema';
import { api } from '@/api/client';
import { saved, unwrap } from '@/api/envelope';
import { operatorConsoleKey } from '@/shared/admin/console-keys';

type Schemas = components['schemas'];
export type Company = Schemas['Company'];
export type CompanyPayload = Schemas['CompanyPayload'];

/** Query options of the operator's companies: the only place their keys are written. */
export const companyQueries = {
  all: operatorConsoleKey,
  companies: (status: boolean) =>
    queryOptions({
      queryKey: [...operatorConsoleKey, 'companies', status],
      queryFn: () =>
        unwrap(api.GET('/BackOffice/Company', { params: { query: { status } } })).then((data) => data ?? []),
    }),
  company: (id: number) =>
    queryOptions({
      queryKey: [...operatorConsoleKey, 'company', id],
      queryFn: () => unwrap(api.GET('/BackOffice/Company/{id}', { params: { path: { id } } })),
    }),
};

/** The operator's writes on companies; each resolves with the gateway's message. */
export const companyCalls = {
  saveCompany: (body: CompanyPayload, update: boolean) =>
    saved<Company>(
      update ? api.PUT('/BackOffice/Company', { body }) : api.POST('/BackOffice/Company', { body }),
    ),
  deactivateCompany: (id: number) =>
    saved<null>(api.DELETE('/BackOffice/Company/{id}', { params: { path: { id } } })),
};
