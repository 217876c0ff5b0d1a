import { readList } from '@/api/read-query';
import { api } from '@/api/client';

/** Notice types of spec 002 §9 shown as banners and sliders. */
export const BannerType = { homeBanner: 2, advert: 3, prideTalks: 4 } as const;
type BannerTypeId = (typeof BannerType)[keyof typeof BannerType];

/** Published notices of one type (GET /backend/CompanyHoliday/filtered/{type}). */
export function bannersQuery(type: BannerTypeId) {
  return readList(['banners', type], () =>
    api.GET('/backend/CompanyHoliday/filtered/{type}', { params: { path: { type } } }),
  );
}

/** Counts a view of a banner when it is opened; a failure only loses the count. */
export function countBannerView(id: number): void {
  void api.POST('/backoffice/CompanyHoliday/countViews/{id}', { params: { path: { id } } });
}
