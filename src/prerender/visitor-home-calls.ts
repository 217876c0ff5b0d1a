import type { QueryKey } from '@tanstack/react-query';
import { BannerType, bannersQuery } from '@/shared/carousel';
import { VISITOR_COMPANY_ID } from '@/shared/config/visitor-company';
import { companyCustomizeQuery } from '@/shared/company';
import { widgetsQuery } from '@/shared/home';

interface PrerenderCall {
  queryKey: QueryKey;
  /** The gateway path the query's function calls, under /api. */
  path: string;
  /** What the query's function makes of the call's data, when not the data itself. */
  toData?: (data: unknown) => unknown;
}

const orNoBanners = (data: unknown) => data ?? [];

/** The queries a visitor's /home renders from, with the call each one makes. */
export const visitorHomeCalls: readonly PrerenderCall[] = [
  {
    queryKey: companyCustomizeQuery(VISITOR_COMPANY_ID).queryKey,
    path: `/api/BackEnd/CompanyCustomize/GetByCompanyId/${VISITOR_COMPANY_ID}`,
  },
  {
    queryKey: bannersQuery(BannerType.homeBanner).queryKey,
    path: `/api/backend/CompanyHoliday/filtered/${BannerType.homeBanner}`,
    toData: orNoBanners,
  },
  {
    queryKey: bannersQuery(BannerType.advert).queryKey,
    path: `/api/backend/CompanyHoliday/filtered/${BannerType.advert}`,
    toData: orNoBanners,
  },
  { queryKey: widgetsQuery(null).queryKey, path: '/api/Home/Widgets' },
];
