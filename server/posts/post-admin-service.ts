import type { CompanyPostModel as Model } from '../../openapi/generated/schema.js';
import { setItemAudience } from '../audience/item-audience.js';
import { invalidInput, Conflict, type FieldError, orNotFound } from '../domain-errors.js';
import { isActiveOrgUnit, orgUnitTables, unitOrAll } from '../organisation/org-unit-store.js';
import type { Services } from '../services.js';
import type { CheckedUpload } from '../uploads/uploaded-file.js';
import { sanitizeRichText } from '../../domain/rich-text.js';
import {
  GALLERY_MAX_PHOTOS,
  PostCategory,
  PostFileType,
  PostType,
  postImageLimits,
} from '../../domain/post-rules.js';
import {
  deactivatePost,
  findAdminPost,
  insertPost,
  updatePost,
  writerName,
  type PostChange,
} from './admin-post-store.js';
import { checkBox, releasePostFiles, storePostFiles } from './post-images.js';
import { postMessages as m } from './post-messages.js';
import { addFiles, deleteFiles, postFiles, type NewFile } from './post-store.js';

export interface PostFilesIn {
  images?: CheckedUpload[];
  files?: CheckedUpload[];
}

const kindOf = (postType: number) => (postType === PostType.gallery ? 'gallery' : 'post');

function titleErrors(title: string): FieldError[] {
  if (title.trim() === '') return [{ field: 'Title', message: m.titleRequired }];
  if (/^\s/.test(title)) return [{ field: 'Title', message: m.leadingSpace }];
  return [];
}

/** Articles and galleries of spec 002 §5: rules, files, audience; deletion is deactivation. */
export function createPostAdmin({ db, uploads, clock, notifier }: Services) {
  async function existing(companyId: number, id: number) {
    return orNotFound(await findAdminPost(db, companyId, id), m.notFound);
  }

  /** A group or job role the post names must be an active one of the company, or the one it already had. */
  async function unitErrors(
    companyId: number,
    model: Model,
    before: { departmentId?: number | null; jobRoleId?: number | null },
  ) {
    const errors: FieldError[] = [];
    const units = [
      ['DepartmentId', orgUnitTables.department, unitOrAll(model.DepartmentId), before.departmentId],
      ['JobRoleId', orgUnitTables.jobRole, unitOrAll(model.JobRoleId), before.jobRoleId],
    ] as const;
    for (const [field, table, id, kept] of units) {
      if (id !== null && id !== kept && !(await isActiveOrgUnit(db, table, companyId, id)))
        errors.push({ field, message: m.unknownUnit });
    }
    return errors;
  }

  /** Checks the form against the rules, given what the post already holds. */
  async function check(
    companyId: number,
    model: Model,
    files: PostFilesIn,
    held: { images: number; attachment: boolean; departmentId?: number | null; jobRoleId?: number | null },
  ) {
    const images = files.images ?? [];
    const attachments = files.files ?? [];
    const errors = [...titleErrors(model.Title), ...(await unitErrors(companyId, model, held))];
    if (model.ListUser.length === 0) errors.push({ field: 'ListUser', message: m.usersMissing });
    const removed = model.RemovedImages?.length ?? 0;
    if (model.PostType === PostType.article) {
      if (images.length > 1 || attachments.length > 1) errors.push({ field: 'images', message: m.oneImage });
      else if (images.length === 0 && held.images === 0)
        errors.push({ field: 'images', message: m.imageMissing });
    } else {
      const total = held.images - removed + images.length;
      if (total <= 0) errors.push({ field: 'images', message: m.imageMissing });
      if (total > GALLERY_MAX_PHOTOS)
        errors.push({ field: 'images', message: m.tooManyPhotos(GALLERY_MAX_PHOTOS) });
    }
    if (errors.length > 0) throw invalidInput(errors);
    const box =
      model.PostType === PostType.article ? postImageLimits.articleImage : postImageLimits.galleryPhoto;
    for (const image of images) await checkBox(image, box);
    for (const file of attachments) await checkBox(file, postImageLimits.attachment);
  }

  const changeOf = (model: Model): PostChange => ({
    categoryId: model.PostType === PostType.gallery ? PostCategory.blog : model.CompanyPostCategoryId,
    postType: model.PostType,
    title: model.Title,
    subtitle: model.Subtitle?.trim() || null,
    body: model.PostType === PostType.article ? sanitizeRichText(model.Text) : null,
    departmentId: unitOrAll(model.DepartmentId),
    jobRoleId: unitOrAll(model.JobRoleId),
  });

  const imageType = (model: Model) =>
    model.PostType === PostType.gallery ? PostFileType.galleryPhoto : PostFileType.image;

  return {
    async create(companyId: number, userId: number, model: Model, files: PostFilesIn) {
      await check(companyId, model, files, { images: 0, attachment: false });
      const writer = await writerName(db, userId);
      const images = await storePostFiles(uploads, userId, files.images ?? []);
      const attachments = await storePostFiles(uploads, userId, files.files ?? []);
      try {
        const id = await db.transaction(async (tx) => {
          const at = clock();
          const postId = await insertPost(tx, companyId, changeOf(model), { userId, name: writer }, at);
          await setItemAudience(tx, companyId, kindOf(model.PostType), postId, model.ListUser, 'ListUser');
          await addFiles(tx, postId, imageType(model), images);
          await addFiles(tx, postId, PostFileType.attachment, attachments);
          // The chosen audience hears of the new post; a post for everyone would ring every bell at once.
          for (const person of new Set(model.ListUser))
            await notifier.notify(tx, {
              userId: person,
              message: m.newPost(model.Title),
              eventMessage: m.reportEvent,
              link: postLink(model, postId),
              targetId: postId,
            });
          return postId;
        });
        return existing(companyId, id);
      } catch (error) {
        await releasePostFiles(db, uploads, [...images, ...attachments]);
        throw error;
      }
    },

    async update(companyId: number, userId: number, model: Model, files: PostFilesIn) {
      const before = await existing(companyId, model.CompanyPostId ?? 0);
      if (before.postType !== model.PostType) throw new Conflict(m.badModel);
      const held = await postFiles(db, before.companyPostId, [imageType(model), PostFileType.attachment]);
      const heldImages = held.filter((f) => f.entityTypeId === imageType(model));
      const removed = (model.RemovedImages ?? []).filter((s) => heldImages.some((f) => f.sequence === s));
      await check(companyId, { ...model, RemovedImages: removed }, files, {
        images: heldImages.length,
        attachment: held.some((f) => f.entityTypeId === PostFileType.attachment),
        departmentId: before.departmentId,
        jobRoleId: before.jobRoleId,
      });
      const writer = await writerName(db, userId);
      const images = await storePostFiles(uploads, userId, files.images ?? []);
      const attachments = await storePostFiles(uploads, userId, files.files ?? []);
      let replaced: NewFile[] = [];
      try {
        replaced = await db.transaction(async (tx) => {
          const id = before.companyPostId;
          await updatePost(tx, id, changeOf(model), writer);
          await setItemAudience(tx, companyId, kindOf(model.PostType), id, model.ListUser, 'ListUser');
          const gone: NewFile[] = [];
          const article = model.PostType === PostType.article;
          if (article && images.length > 0)
            gone.push(
              ...(await deleteFiles(
                tx,
                id,
                PostFileType.image,
                heldImages.map((f) => f.sequence),
              )),
            );
          if (!article && removed.length > 0)
            gone.push(...(await deleteFiles(tx, id, PostFileType.galleryPhoto, removed)));
          if (attachments.length > 0) gone.push(...(await deleteFiles(tx, id, PostFileType.attachment, [1])));
          await addFiles(tx, id, imageType(model), images);
          await addFiles(tx, id, PostFileType.attachment, attachments);
          return gone;
        });
      } catch (error) {
        await releasePostFiles(db, uploads, [...images, ...attachments]);
        throw error;
      }
      await releasePostFiles(db, uploads, replaced);
      return existing(companyId, before.companyPostId);
    },

    async deactivate(companyId: number, id: number) {
      const post = await existing(companyId, id);
      if (!post.active) throw new Conflict(m.alreadyInactive);
      await deactivatePost(db, id);
    },

    find: existing,
  };
}

/** The member route of a post (spec 001 §2): blog and galleries under /our-company/1, stories under /stories-pride/1. */
function postLink(model: { PostType: number; CompanyPostCategoryId: number }, id: number): string {
  if (model.PostType === PostType.gallery) return `/blog-company/gallery/${id}`;
  return model.CompanyPostCategoryId === PostCategory.stories
    ? `/stories-pride/1/${id}`
    : `/our-company/1/${id}`;
}
