import type { components } from '../../openapi/generated/schema.js';
import { DirectoryStatus, needsCardStep } from '../../domain/directory.js';
import { hasRole, Roles } from '../../domain/roles.js';
import type { AuthUser } from '../auth/access-tokens.js';
import { Forbidden, invalidInput, NotFound, type FieldError, orNotFound } from '../domain-errors.js';
import type { Services } from '../services.js';
import type { CheckedUpload } from '../uploads/uploaded-file.js';
import { findCategoryPair, listDirectoryTypes } from './directory-catalog-store.js';
import { directoryMessages } from './directory-messages.js';
import {
  countOwnEntries,
  findItem,
  insertEntry,
  updateEntry,
  type DirectoryItem,
  type EntryValues,
} from './directory-store.js';
import { contactsOf, entryFieldErrors } from './entry-rules.js';
import { searchTextOf } from './search-text.js';
import { companyDirectoryValues, freePostsLeft, useFreePost } from './settings-store.js';

type Form = Omit<components['schemas']['DirectoryForm'], 'ContactImage'>;

/** Prices of the packages are shown "más IVA" (docs/decisions/0124-directory-packages-and-posting.md). */
const HAS_TAX = true;
const IMAGE_FOLDER = 'directory';

export const isHr = (user: AuthUser) => hasRole(user.roleName, [Roles.hr]);

/** The entry's owner and HR of its company; anyone else sees only what the entry publishes. */
const seesCreator = (item: DirectoryItem, user: AuthUser | null) =>
  user !== null && user.companyId === item.companyId && (user.userId === item.ownerId || isHr(user));

/**
 * The item as the caller sees it: `isOwner` instead of the owner's id, the creator's account name and e-mail
 * only for `seesCreator`, and raters' ids only on the caller's own ratings (docs/decisions/0262).
 */
export function asSeenBy(item: DirectoryItem, user: AuthUser | null) {
  const { ownerId, companyId: _company, createUserName, creatorEmail, directoryRatings, ...published } = item;
  const insider = seesCreator(item, user);
  const mine = user === null ? null : String(user.userId);
  return {
    ...published,
    createUserName: insider ? createUserName : null,
    creatorEmail: insider ? creatorEmail : null,
    directoryRatings: directoryRatings.map((r) =>
      r.userProfileAsp === mine ? r : { ...r, userProfileAsp: '' },
    ),
    isOwner: user?.userId === ownerId,
  };
}

/** An entry the caller may see: authorized for anyone signed in; others only for their owner and HR. */
export async function visibleItem(services: Services, user: AuthUser, id: number): Promise<DirectoryItem> {
  const item = await findItem(services.db, user.companyId, id);
  const allowed =
    item &&
    (item.directoryInfoStatusId === DirectoryStatus.authorized || item.ownerId === user.userId || isHr(user));
  if (!item || !allowed) throw new NotFound(directoryMessages.notFound);
  return item;
}

/** An entry the caller may change: their own, or any of the company's for HR. */
export async function editableItem(services: Services, user: AuthUser, id: number): Promise<DirectoryItem> {
  const item = orNotFound(await findItem(services.db, user.companyId, id), directoryMessages.notFound);
  if (item.ownerId !== user.userId && !isHr(user)) throw new Forbidden();
  return item;
}

export async function settingsOf(services: Services, user: AuthUser) {
  const [customizeValues, directoryInfoCount, freeLeft] = await Promise.all([
    companyDirectoryValues(services.db, user.companyId),
    countOwnEntries(services.db, user.userId),
    freePostsLeft(services.db, user.userId),
  ]);
  return {
    customizeValues,
    directoryInfoCount,
    directoryInfoExceptionFreePost: freeLeft > 0,
    hasTax: HAS_TAX,
  };
}

/** The form's values checked against the catalogues and the package's image limit. */
async function checkedValues(
  services: Services,
  user: AuthUser,
  form: Form,
  directoryTypeId: number | null | undefined,
  images: number,
): Promise<{ values: Omit<EntryValues, 'contactImage'>; monthlyPrice: number }> {
  const errors: FieldError[] = entryFieldErrors(form);
  const type = (await listDirectoryTypes(services.db)).find((t) => t.directoryTypeId === directoryTypeId);
  if (!type) errors.push({ field: 'DirectoryTypeId', message: directoryMessages.field.package });
  const pair = await findCategoryPair(
    services.db,
    user.companyId,
    form.CategoryServiceId,
    form.SubCategoryServiceId,
  );
  if (!pair) errors.push({ field: 'CategoryServiceId', message: directoryMessages.field.category });
  if (type && images > type.quantityImage) {
    errors.push({ field: 'ContactImage', message: directoryMessages.field.images(type.quantityImage) });
  }
  if (errors.length > 0 || !type || !pair) throw invalidInput(errors);
  const contacts = contactsOf(form);
  return {
    monthlyPrice: type.monthlyPrice,
    values: {
      fullName: form.FullName.trim(),
      description: form.DirectoryDescription.trim(),
      location: form.Location.trim(),
      categoryId: form.CategoryServiceId,
      subCategoryId: form.SubCategoryServiceId,
      directoryTypeId: type.directoryTypeId,
      contacts,
      searchText: searchTextOf({
        fullName: form.FullName,
        location: form.Location,
        category: pair.category,
        subCategory: pair.sub,
        contacts: contacts.filter(([t]) => t <= 2).map(([, v]) => v),
      }),
    },
  };
}

/** Saves new images (all or none) around a write; frees them when the write fails. */
async function withImages<T>(
  services: Services,
  userId: number,
  files: CheckedUpload[],
  write: (urls: string[]) => Promise<T>,
): Promise<T> {
  const urls = files.length > 0 ? await services.uploads.save(userId, IMAGE_FOLDER, files) : [];
  try {
    return await write(urls);
  } catch (error) {
    await services.uploads.release(userId, urls);
    throw error;
  }
}

/** Registers an entry (status 1); a paid package without free posting waits for its card. */
export async function createEntry(services: Services, user: AuthUser, form: Form, files: CheckedUpload[]) {
  const { values, monthlyPrice } = await checkedValues(
    services,
    user,
    form,
    form.DirectoryTypeId,
    files.length,
  );
  const settings = await settingsOf(services, user);
  const companyFree =
    settings.customizeValues.FreePost > 0 || settings.directoryInfoCount < settings.customizeValues.NoPost;
  const needsCard = needsCardStep(monthlyPrice, {
    ...settings.customizeValues,
    directoryInfoCount: settings.directoryInfoCount,
    directoryInfoExceptionFreePost: settings.directoryInfoExceptionFreePost,
  });
  return withImages(services, user.userId, files, (urls) =>
    services.db.transaction(async (tx) => {
      // A post HR granted is used only when nothing else makes this one free.
      if (monthlyPrice > 0 && !needsCard && !companyFree) await useFreePost(tx, user.userId);
      return insertEntry(tx, user, { ...values, contactImage: urls.join(',') }, needsCard, services.clock());
    }),
  );
}

/** Updates an entry; the kept images must be the entry's own, and the package's limit counts them too. */
export async function changeEntry(
  services: Services,
  user: AuthUser,
  item: DirectoryItem,
  form: Form,
  files: CheckedUpload[],
) {
  const current = item.contactImage ? item.contactImage.split(',') : [];
  const kept = (form.KeepImages ?? '').split(',').filter(Boolean);
  if (kept.some((url) => !current.includes(url))) {
    throw invalidInput([{ field: 'KeepImages', message: directoryMessages.field.keptImage }]);
  }
  const { values } = await checkedValues(
    services,
    user,
    form,
    item.directoryTypeId,
    kept.length + files.length,
  );
  await withImages(services, item.ownerId, files, (urls) =>
    services.db.transaction((tx) =>
      updateEntry(
        tx,
        item.directoryInfoId,
        { ...values, contactImage: [...kept, ...urls].join(',') },
        item.ownerId === user.userId && !isHr(user),
      ),
    ),
  );
  await services.uploads.release(
    item.ownerId,
    current.filter((url) => !kept.includes(url)),
  );
}
