import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/envelope';

/** The fixed company of the portal (spec 000 §1). */
export const COMPANY_ID = 871;

/** The company's branding: logo, primary and secondary colour. */
export function companyCustomizeQuery(companyId: number = COMPANY_ID) {
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
