import { currentUser } from '../auth/request-auth.js';
import { invalidInput, NotFound, orNotFound } from '../domain-errors.js';
import { ok } from '../http/envelope.js';
import { rewardCategories, rewardProviders, type CatalogueTable } from '../rewards/catalogue-store.js';
import { checkProviderLogo } from '../rewards/product-files.js';
import { rewardMessages } from '../rewards/reward-messages.js';
import type { Services } from '../services.js';
import type { CheckedUpload } from '../uploads/uploaded-file.js';
import type { HandlerMap } from './handler.js';

const c = rewardMessages.category;
const p = rewardMessages.provider;

/** Reward categories and providers of the operator console; x-roles [operations]. */
export function operatorRewardCatalogueHandlers({ db, uploads }: Services) {
  /** The replies of one list in its own words. */
  function catalogue<T extends { active: boolean }>(
    table: CatalogueTable<T>,
    words: { notFound: string; deactivated: string; saved: string },
    keys: { id: (row: T) => number; image: (row: T) => string },
  ) {
    const found = async (id: number) => orNotFound(await table.find(db, id), words.notFound);
    const reply = async (id: number, message = '') => ok(await found(id), message);
    return {
      found,
      reply,
      /** Saves `changed` with the uploaded image, or the current one without it; a replaced image is released. */
      async update(
        userId: number,
        current: T,
        upload: CheckedUpload | undefined,
        changed: (image: string) => T,
      ) {
        const [url] = upload ? await uploads.save(userId, 'rewards', [upload]) : [keys.image(current)];
        await table.update(db, changed(url ?? ''));
        if (url !== keys.image(current)) await uploads.release(userId, [keys.image(current)]);
        return reply(keys.id(current), words.saved);
      },
      async deactivate(id: number) {
        if (!(await table.deactivate(db, id))) throw new NotFound(words.notFound);
        return ok(null, words.deactivated);
      },
    };
  }
  const categories = catalogue(rewardCategories, c, {
    id: (r) => r.rewardCategoryId,
    image: (r) => r.urlIcon,
  });
  const providers = catalogue(rewardProviders, p, { id: (r) => r.rewardProviderId, image: (r) => r.urlLogo });

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
      return categories.update(currentUser(request).userId, current, files.iconFile, (urlIcon) => ({
        ...current,
        description: body.description,
        urlIcon,
        active: body.active ?? current.active,
      }));
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
      const logo = files.logoImage ? await checkProviderLogo(files.logoImage) : undefined;
      return providers.update(currentUser(request).userId, current, logo, (urlLogo) => ({
        ...current,
        businessName: body.businessName,
        urlLogo,
        active: body.active ?? current.active,
      }));
    },
    deactivateRewardProvider: async ({ query }) => providers.deactivate(query.id),
  } satisfies Partial<HandlerMap>;
}
