import { readList, readQuery } from '@/api/read-query';
import type { Company, CompanyPayload } from '@openapi/schema';
import { api } from '@/api/client';
import { saved } from '@/api/envelope';
import { operatorConsoleKey } from '@/shared/admin/console-keys';

export type { Company, CompanyPayload } from '@openapi/schema';

/** Query options of the operator's companies: the only place their keys are written. */
export const companyQueries = {
  all: operatorConsoleKey,
  companies: (status: boolean) =>
    readList([...operatorConsoleKey, 'companies', status], () =>
      api.GET('/BackOffice/Company', { params: { query: { status } } }),
    ),
  company: (id: number) =>
    readQuery([...operatorConsoleKey, 'company', id], () =>
      api.GET('/BackOffice/Company/{id}', { params: { path: { id } } }),
    ),
};

/** The operator's writes on companies; each resolves with the gateway's message. */
export const companyCalls = {
  saveCompany: (body: CompanyPayload, update: boolean) =>
    saved<Company>(api.request(update ? 'put' : 'post', '/BackOffice/Company', { body })),
  deactivateCompany: (id: number) =>
    saved<null>(api.DELETE('/BackOffice/Company/{id}', { params: { path: { id } } })),
};
