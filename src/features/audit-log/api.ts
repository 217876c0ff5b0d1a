import { readList } from '@/api/read-query';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { components } from '@openapi/schema';
import { api } from '@/api/client';
import { unwrap } from '@/api/envelope';
import { fileOf } from '@/api/file-reply';
import { saveFile } from '@/shared/ui';

export type AuditEntry = components['schemas']['AuditEntry'];

/** Whose log is read: HR's own company, or every company for the operator. */
export type AuditScope = 'company' | 'every';

export interface AuditFilter {
  person: string;
  area: string;
  entity: string;
  from: string;
  to: string;
  /** The operator's choice of company; null is every company. */
  companyId: number | null;
}

const query = (scope: AuditScope, f: AuditFilter) => ({
  ...(f.person ? { person: f.person } : {}),
  ...(f.area ? { area: f.area } : {}),
  ...(f.entity ? { entity: f.entity } : {}),
  ...(f.from ? { from: f.from } : {}),
  ...(f.to ? { to: f.to } : {}),
  ...(scope === 'every' && f.companyId !== null ? { companyId: f.companyId } : {}),
});

/** Query options of the audit log: the only place its keys are written. Never kept offline. */
export const auditLogQueries = {
  page: (scope: AuditScope, filter: AuditFilter, pageIndex: number) =>
    queryOptions({
      queryKey: ['audit-log', scope, filter, pageIndex],
      queryFn: () => {
        const params = { params: { query: { ...query(scope, filter), pageIndex } } };
        const page =
          scope === 'company'
            ? api.GET('/backoffice/AuditLog', params)
            : api.GET('/BackOffice/AuditLog', params);
        return unwrap(page).then((data) => data ?? { list: [], totalPages: 0, totalCount: 0 });
      },
      // The log grows with every act: it is read afresh each time the page opens.
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
  companies: () =>
    readList(['audit-log', 'companies'], () =>
      api.GET('/BackOffice/Company', { params: { query: { status: true } } }),
    ),
};

/** The filtered log as the CSV file the gateway names. */
export async function downloadAuditCsv(scope: AuditScope, filter: AuditFilter): Promise<void> {
  const options = { params: { query: query(scope, filter) }, parseAs: 'blob' as const };
  const call =
    scope === 'company'
      ? api.GET('/backoffice/AuditLog/Csv', options)
      : api.GET('/BackOffice/AuditLog/Csv', options);
  const { blob, name } = await fileOf(call, 'bitacora.csv');
  saveFile(name, blob);
}
