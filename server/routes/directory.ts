import { currentUser } from '../auth/request-auth.js';
import { DirectoryStatus, SEARCH_MIN_LENGTH } from '../../domain/directory.js';
import { Conflict, Forbidden, NotFound, orNotFound } from '../domain-errors.js';
import { ok } from '../http/envelope.js';
import {
  listCategories,
  listCategoryFilters,
  listDirectoryTypes,
  listSubCategories,
} from '../directory/directory-catalog-store.js';
import { directoryMessages } from '../directory/directory-messages.js';
import {
  asSeenBy,
  changeEntry,
  createEntry,
  editableItem,
  isHr,
  settingsOf,
  visibleItem,
} from '../directory/directory-service.js';
import {
  addView,
  findItem,
  listItems,
  listOwnServices,
  removeEntry,
  setRewards,
} from '../directory/directory-store.js';
import { decide } from '../directory/moderation.js';
import { saveScore } from '../directory/rating-store.js';
import { searchPattern } from '../directory/search-text.js';
import type { Services } from '../services.js';
import type { HandlerMap } from './handler.js';

const LATEST_COUNT = 4;
const imagesOf = (files: { ContactImage?: unknown }) =>
  (files.ContactImage ?? []) as Parameters<typeof createEntry>[3];

/** The inclusive-economy directory: list and search, entries, ratings and HR's moderation (spec 001 §7). */
export function directoryHandlers(services: Services) {
  const { db, companyOf } = services;
  return {
    async getDirectoryInfoById({ query, request }) {
      const user = currentUser(request);
      return ok(asSeenBy(await visibleItem(services, user, query.directoryInfoId), user));
    },

    async getDirectoryInfoList({ query, request }) {
      const statusId = query.statusId ?? DirectoryStatus.authorized;
      const pending = statusId === DirectoryStatus.pending;
      const hr = request.user !== null && isHr(request.user);
      if (pending && !hr) {
        throw new Forbidden(directoryMessages.pendingOnlyForHr);
      }
      const search = query.search?.trim() ?? '';
      // The caller's own company, never the query's: HR of one company moderates only its own (0262).
      const items = await listItems(db, {
        companyId: companyOf(request.user),
        statusId,
        pattern: search.length >= SEARCH_MIN_LENGTH ? searchPattern(search) : undefined,
        categoryId: query.categoryId,
        subCategoryId: query.subCategoryId,
        readyForReview: pending,
        // Expired entries leave the public list and search; HR still sees them (docs/decisions/0194).
        validOn: hr ? undefined : services.today(),
      });
      return ok(items.map((item) => asSeenBy(item, request.user)));
    },

    async getDirectoryLatest({ request }) {
      const items = await listItems(db, {
        companyId: companyOf(request.user),
        statusId: DirectoryStatus.authorized,
        validOn: services.today(),
        limit: LATEST_COUNT,
      });
      return ok(items.map((item) => asSeenBy(item, request.user)));
    },

    getMyDirectoryInfoList: async ({ request }) => ok(await listOwnServices(db, currentUser(request).userId)),

    async insertDirectoryInfo({ body, files, request }) {
      const user = currentUser(request);
      const id = await createEntry(services, user, body, imagesOf(files));
      const item = await findItem(db, user.companyId, id);
      return ok(item ? asSeenBy(item, user) : null, directoryMessages.added);
    },

    async updateDirectoryInfo({ body, files, request }) {
      const user = currentUser(request);
      const item = await editableItem(services, user, body.DirectoryInfoId ?? 0);
      await changeEntry(services, user, item, body, imagesOf(files));
      const saved = await findItem(db, user.companyId, item.directoryInfoId);
      return ok(saved ? asSeenBy(saved, user) : null, directoryMessages.updated);
    },

    async deleteDirectoryInfo({ params, request }) {
      const user = currentUser(request);
      const item = await findItem(db, user.companyId, params.id);
      // Someone else's entry is "not found" to a member, as if it did not exist.
      if (!item || (item.ownerId !== user.userId && !isHr(user))) {
        throw new NotFound(directoryMessages.notFound);
      }
      if (!(await removeEntry(db, params.id))) throw new Conflict(directoryMessages.notRemovable);
      return ok({ directoryInfoId: params.id, active: false }, directoryMessages.removed);
    },

    async approveDirectoryInfo({ query, request }) {
      const change = await decide(services, currentUser(request), query.DirectoryInfoId, { approve: true });
      return ok(change, directoryMessages.approved);
    },

    async approveDirectoryInfoGrace({ query, request }) {
      const change = await decide(services, currentUser(request), query.DirectoryInfoId, {
        approve: true,
        grace: { freePosts: query.PubliMax, days: query.DaysGrace },
      });
      return ok(change, directoryMessages.approved);
    },

    async rejectDirectoryInfo({ query, request }) {
      const change = await decide(services, currentUser(request), query.DirectoryInfoId, { approve: false });
      return ok(change, directoryMessages.rejected);
    },

    getDirectorySettingsUser: async ({ request }) => ok(await settingsOf(services, currentUser(request))),

    async saveDirectoryScore({ body, request }) {
      const user = currentUser(request);
      const item = await findItem(db, user.companyId, body.DirectoryInfoId);
      if (!item || item.directoryInfoStatusId !== DirectoryStatus.authorized) {
        throw new NotFound(directoryMessages.notFound);
      }
      if (item.ownerId === user.userId) throw new Conflict(directoryMessages.ownScore);
      const rating = await saveScore(db, {
        directoryInfoId: item.directoryInfoId,
        userId: user.userId,
        typeId: body.DirectoryRatingTypeId,
        score: body.Score,
      });
      return ok(rating, directoryMessages.scoreSaved);
    },

    async addDirectoryView({ params, request }) {
      const views = await addView(db, currentUser(request).companyId, params.id);
      if (views === undefined) throw new NotFound(directoryMessages.notFound);
      return ok({ directoryInfoId: params.id, views }, directoryMessages.viewed);
    },

    async setDirectoryReward({ params, request }) {
      const row = orNotFound(
        await setRewards(db, currentUser(request).companyId, params.id, params.enabled),
        directoryMessages.notFound,
      );
      return ok(
        {
          directoryInfoId: params.id,
          directoryInfoStatusId: row.directory_info_status_id,
          isEnableRewards: params.enabled,
        },
        params.enabled ? directoryMessages.rewardsOn : directoryMessages.rewardsOff,
      );
    },

    // The catalogues are the caller's company's (the default company's for a visitor), whatever companyId the
    // call names (0250).
    getCategoriesCatalog: async ({ request }) => ok(await listCategories(db, companyOf(request.user))),
    getCategoryFilters: async ({ request }) => ok(await listCategoryFilters(db, companyOf(request.user))),
    getSubCategoryByCatId: async ({ request, query }) =>
      ok(await listSubCategories(db, companyOf(request.user), query.categoryId, true)),
    getSubCategoryCatalogByCategoryId: async ({ request, query }) =>
      ok(await listSubCategories(db, companyOf(request.user), query.categoryId)),
    getDirectoryTypes: async () => ok(await listDirectoryTypes(db)),
  } satisfies Partial<HandlerMap>;
}
