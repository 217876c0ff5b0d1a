import { itemsAfter } from '../admin-generic/generic-store.js';
import { ok } from '../http/envelope.js';
import type { Services } from '../services.js';
import type { HandlerMap } from './handler.js';

/** Generic publications as members and visitors read them (Pride Music, interest groups, ambassadors). */
export function communityHandlers({ db, companyOf }: Services) {
  return {
    // The companyId a call names is ignored: the caller's company, or the default one for a visitor (0250).
    async listGenericItemsBySection({ request, query }) {
      const company = companyOf(request.user);
      return ok(await itemsAfter(db, company, query.genericSectionTypeId, query.id, query.elements));
    },
  } satisfies Partial<HandlerMap>;
}
