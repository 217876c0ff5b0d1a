import { currentUser } from '../auth/request-auth.js';
import { invalidInput, NotFound, orNotFound } from '../domain-errors.js';
import { ok } from '../http/envelope.js';
import { rewardCategories, rewardProviders, type CatalogueTable } from '../rewards/catalogue-store.js';
import { checkProviderLogo } from '../rewards/product-files.js';
import { rewardMessages } from '../rewards/reward-messages.js';
import type { Services } from '../services.js';
import type { HandlerMap } from './handler.js';

const c = rewardMessages.category;
const p = rewardMessages.provider;

/** Reward categories and providers of the operator console; x-roles [operations]. */
export function operatorRewardCatalogueHandlers({ db, uploads }: Services) {
  /** The replies of one list in its own words. */
  function catalogue<T extends { active: boolean }>(
    table: CatalogueTable<T>,
    words: { notFound: string; deactivated: string },
  ) {
    const found = async (id: number) => {
      return orNotFound(await table.find(db, id), words.notFound);
    };
    return {
      found,
      reply: async (id: number, message = '') => ok(await found(id), message),
      async deactivate(id: number) {
        if (!(await table.deactivate(db, id))) throw new NotFound(words.notFound);
        return ok(null, words.deactivated);
      },
    };
  }
  const categories = catalogue(rewardCategories, c);
  const providers = catalogue(rewardProviders, p);

  return {
    listAdminRewardCategories: async () => ok(await rewardCategories.list(db)),
    getAdminRewardCategory: async ({ params }) => categories.reply(params.id),
    async createRewardCategory({ request, body, files }) {
      if (!files.iconFile) throw invalidInput([{ field: 'iconFile', message: c.iconRequired }]);
      const [url = ''] = await uploads.save(currentUser(request).userId, 'rewards', [files.iconFile]);
      return categories.reply(await rewardCategories.insert(db, body.description, url), c.saved);
    },
    async updateRewardCategory({ request, body, files }) {
      const current = await categories.found(body.rewardCategoryId ?? 0);
      const userId = currentUser(request).userId;
      const [url] = files.iconFile
        ? await uploads.save(userId, 'rewards', [files.iconFile])
        : [current.urlIcon];
      const active = body.active ?? current.active;
      await rewardCategories.update(db, {
        ...current,
        description: body.description,
        urlIcon: url ?? '',
        active,
      });
      if (url !== current.urlIcon) await uploads.release(userId, [current.urlIcon]);
      return categories.reply(current.rewardCategoryId, c.saved);
    },
    deactivateRewardCategory: async ({ query }) => categories.deactivate(query.id),

    listRewardProviders: async () => ok(await rewardProviders.list(db)),
    getRewardProvider: async ({ params }) => providers.reply(params.id),
    async createRewardProvider({ request, body, files }) {
      if (!files.logoImage) throw invalidInput([{ field: 'logoImage', message: p.logoRequired }]);
      const logo = await checkProviderLogo(files.logoImage);
      const [url = ''] = await uploads.save(currentUser(request).userId, 'rewards', [logo]);
      return providers.reply(await rewardProviders.insert(db, body.businessName, url), p.saved);
    },
    async updateRewardProvider({ request, body, files }) {
      const current = await providers.found(body.rewardProviderId ?? 0);
      const userId = currentUser(request).userId;
      const logo = files.logoImage ? await checkProviderLogo(files.logoImage) : undefined;
      const [url] = logo ? await uploads.save(userId, 'rewards', [logo]) : [current.urlLogo];
      const active = body.active ?? current.active;
      await rewardProviders.update(db, {
        ...current,
        businessName: body.businessName,
        urlLogo: url ?? '',
        active,
      });
      if (url !== current.urlLogo) await uploads.release(userId, [current.urlLogo]);
      return providers.reply(current.rewardProviderId, p.saved);
    },
    deactivateRewardProvider: async ({ query }) => providers.deactivate(query.id),
  } satisfies Partial<HandlerMap>;
}
