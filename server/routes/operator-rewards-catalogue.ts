import { currentUser } from '../auth/request-auth.js';
import { invalidInput, NotFound } from '../domain-errors.js';
import { ok } from '../http/envelope.js';
import {
  deactivateCategory,
  findCategory,
  insertCategory,
  listCategories,
  updateCategory,
} from '../rewards/category-store.js';
import { checkProviderLogo } from '../rewards/product-files.js';
import {
  deactivateProvider,
  findProvider,
  insertProvider,
  listProviders,
  updateProvider,
} from '../rewards/provider-store.js';
import { rewardMessages } from '../rewards/reward-messages.js';
import type { Services } from '../services.js';
import type { HandlerMap } from './handler.js';

const c = rewardMessages.category;
const p = rewardMessages.provider;

/** Reward categories and providers of the operator console; x-roles [operations]. */
export function operatorRewardCatalogueHandlers({ db, uploads }: Services) {
  const category = async (id: number, message = '') => {
    const found = await findCategory(db, id);
    if (!found) throw new NotFound(c.notFound);
    return ok(found, message);
  };
  const provider = async (id: number, message = '') => {
    const found = await findProvider(db, id);
    if (!found) throw new NotFound(p.notFound);
    return ok(found, message);
  };

  return {
    listAdminRewardCategories: async () => ok(await listCategories(db)),
    getAdminRewardCategory: async ({ params }) => category(params.id),
    async createRewardCategory({ request, body, files }) {
      if (!files.iconFile) throw invalidInput([{ field: 'iconFile', message: c.iconRequired }]);
      const [url = ''] = await uploads.save(currentUser(request).userId, 'rewards', [files.iconFile]);
      return category(await insertCategory(db, body.description, url), c.saved);
    },
    async updateRewardCategory({ request, body, files }) {
      const current = await findCategory(db, body.rewardCategoryId ?? 0);
      if (!current) throw new NotFound(c.notFound);
      const userId = currentUser(request).userId;
      const [url] = files.iconFile
        ? await uploads.save(userId, 'rewards', [files.iconFile])
        : [current.urlIcon];
      const active = body.active ?? current.active;
      await updateCategory(db, { ...current, description: body.description, urlIcon: url ?? '', active });
      if (url !== current.urlIcon) await uploads.release(userId, [current.urlIcon]);
      return category(current.rewardCategoryId, c.saved);
    },
    async deactivateRewardCategory({ query }) {
      if (!(await deactivateCategory(db, query.id))) throw new NotFound(c.notFound);
      return ok(null, c.deactivated);
    },

    listRewardProviders: async () => ok(await listProviders(db)),
    getRewardProvider: async ({ params }) => provider(params.id),
    async createRewardProvider({ request, body, files }) {
      if (!files.logoImage) throw invalidInput([{ field: 'logoImage', message: p.logoRequired }]);
      const logo = await checkProviderLogo(files.logoImage);
      const [url = ''] = await uploads.save(currentUser(request).userId, 'rewards', [logo]);
      return provider(await insertProvider(db, body.businessName, url), p.saved);
    },
    async updateRewardProvider({ request, body, files }) {
      const current = await findProvider(db, body.rewardProviderId ?? 0);
      if (!current) throw new NotFound(p.notFound);
      const userId = currentUser(request).userId;
      const logo = files.logoImage ? await checkProviderLogo(files.logoImage) : undefined;
      const [url] = logo ? await uploads.save(userId, 'rewards', [logo]) : [current.urlLogo];
      const active = body.active ?? current.active;
      await updateProvider(db, { ...current, businessName: body.businessName, urlLogo: url ?? '', active });
      if (url !== current.urlLogo) await uploads.release(userId, [current.urlLogo]);
      return provider(current.rewardProviderId, p.saved);
    },
    async deactivateRewardProvider({ query }) {
      if (!(await deactivateProvider(db, query.id))) throw new NotFound(p.notFound);
      return ok(null, p.deactivated);
    },
  } satisfies Partial<HandlerMap>;
}
