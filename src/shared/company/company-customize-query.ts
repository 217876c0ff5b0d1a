import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/envelope';
import { callerCompanyId } from '@/api/caller-company';

/** The branding of the caller's company (a visitor's: the default company): logo and colours. */
export function companyCustomizeQuery(companyId: number = callerCompanyId()) {
  return queryOptions({
    queryKey: ['company', 'customize', companyId],
    queryFn: () =>
      unwrap(
        api.GET('/BackEnd/CompanyCustomize/GetByCompanyId/{id}', {
          params: { path: { id: companyId } },
        }),
      ),
    staleTime: 60 * 60 * 1000,
  });
}
