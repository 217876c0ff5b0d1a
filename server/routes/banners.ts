import type { FastifyRequest } from 'fastify';
import { DEMO_COMPANY_ID } from '../companies/company-store.js';
import { NotFound } from '../domain-errors.js';
import { ok } from '../http/envelope.js';
import type { Services } from '../services.js';
import { countBannerView, publishedBanners } from '../talks/banner-store.js';
import type { HandlerMap } from './handler.js';

const NOT_FOUND = 'El aviso no existe';

/** Published notices as banners and slider items; visitors see company 871's. */
export function bannerHandlers({ db, clock, today }: Services) {
  const company = (request: FastifyRequest) => request.user?.companyId ?? DEMO_COMPANY_ID;
  return {
    listHolidayBanners: async ({ request, params }) =>
      ok(await publishedBanners(db, company(request), params.type, today())),
    async countHolidayViews({ request, params }) {
      const counted = await countBannerView(
        db,
        company(request),
        params.id,
        request.user?.userId ?? null,
        clock(),
      );
      if (!counted) throw new NotFound(NOT_FOUND);
      return ok(null);
    },
  } satisfies Partial<HandlerMap>;
}
