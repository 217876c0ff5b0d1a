import { NotFound } from '../domain-errors.js';
import { ok } from '../http/envelope.js';
import type { Services } from '../services.js';
import { countBannerView, publishedBanners } from '../talks/banner-store.js';
import type { HandlerMap } from './handler.js';

const NOT_FOUND = 'El aviso no existe';

/** Published notices as banners and slider items; visitors see the default company's. */
export function bannerHandlers({ db, clock, today, companyOf }: Services) {
  return {
    listHolidayBanners: async ({ request, params }) =>
      ok(await publishedBanners(db, companyOf(request.user), params.type, today())),
    async countHolidayViews({ request, params }) {
      const counted = await countBannerView(
        db,
        companyOf(request.user),
        params.id,
        request.user?.userId ?? null,
        clock(),
      );
      if (!counted) throw new NotFound(NOT_FOUND);
      return ok(null);
    },
  } satisfies Partial<HandlerMap>;
}
