import { currentUser } from '../auth/request-auth.js';
import { NotFound, orNotFound } from '../domain-errors.js';
import { ok } from '../http/envelope.js';
import {
  deactivateFilter,
  filterCatalogs,
  findFilter,
  listFilters,
  saveFilter,
} from '../rewards/filter-store.js';
import { rewardMessages } from '../rewards/reward-messages.js';
import type { Services } from '../services.js';
import type { HandlerMap } from './handler.js';

const m = rewardMessages.filter;

/** HR's coupon filters (spec 002 "Reward coupon filters"); x-roles [hr], always the caller's company. */
export function adminFilterHandlers({ db, today }: Services) {
  const saved = async (companyId: number, id: number, message: string) => {
    const filter = orNotFound(await findFilter(db, companyId, today(), id), m.notFound);
    return ok(filter, message);
  };
  return {
    listRewardProductFilters: async ({ request }) =>
      ok(await listFilters(db, currentUser(request).companyId, today())),
    async getRewardProductFilter({ request, params }) {
      return saved(currentUser(request).companyId, params.id, '');
    },
    async createRewardProductFilter({ request, body }) {
      const { companyId } = currentUser(request);
      const id = await saveFilter(db, companyId, today(), { ...body, RewardProductFilterId: 0 });
      return saved(companyId, id, m.created);
    },
    async updateRewardProductFilter({ request, body }) {
      const { companyId } = currentUser(request);
      if (!body.RewardProductFilterId) throw new NotFound(m.notFound);
      const id = await saveFilter(db, companyId, today(), body);
      return saved(companyId, id, m.updated);
    },
    async deactivateRewardProductFilter({ request, query }) {
      if (!(await deactivateFilter(db, currentUser(request).companyId, query.id)))
        throw new NotFound(m.notFound);
      return ok(null, m.deactivated);
    },
    getRewardProductFilterCatalogs: async ({ request }) =>
      ok(await filterCatalogs(db, currentUser(request).companyId, today())),
  } satisfies Partial<HandlerMap>;
}
