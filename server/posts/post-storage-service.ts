import type { components, StorageModel } from '../../openapi/generated/schema.js';
import { Conflict, invalidInput, NotFound } from '../domain-errors.js';
import type { Services } from '../services.js';
import type { CheckedUpload } from '../uploads/uploaded-file.js';
import { GALLERY_MAX_PHOTOS, PostFileType, PostType, postImageLimits } from '../../domain/post-rules.js';
import { postOwner } from './admin-post-store.js';
import { checkBox, releasePostFiles, storePostFiles } from './post-images.js';
import { postMessages as m } from './post-messages.js';
import { addFiles, deleteFiles, postFiles, replaceFile } from './post-store.js';

const limitOf = (type: number) =>
  type === PostFileType.image
    ? postImageLimits.articleImage
    : type === PostFileType.attachment
      ? postImageLimits.attachment
      : postImageLimits.galleryPhoto;

/**
 * The storage calls of spec 001 §7 and 002 §7 over a post's files: entity type 1 article image, 2 attachment
 * (image or pdf), 3 gallery photo; the entity is a post of the administrator's company.
 */
export function createPostStorage({ db, uploads }: Services) {
  /** The post behind a key, when it is the company's and the type suits it. */
  async function entity(companyId: number, key: { EntityId: number; EntityTypeId: number }) {
    const owner = await postOwner(db, key.EntityId);
    const gallery = key.EntityTypeId === PostFileType.galleryPhoto;
    if (!owner || owner.company_id !== companyId || (owner.post_type === PostType.gallery) !== gallery)
      throw new NotFound(m.wrongEntity);
  }

  async function checkFiles(type: number, files: CheckedUpload[]) {
    for (const file of files) {
      if (type !== PostFileType.attachment && !file.mime.startsWith('image/'))
        throw invalidInput([{ field: 'files', message: m.notAllowed }]);
      await checkBox(file, limitOf(type));
    }
  }

  return {
    async add(companyId: number, userId: number, model: StorageModel, files: CheckedUpload[]) {
      await entity(companyId, model);
      const held = await postFiles(db, model.EntityId, [model.EntityTypeId]);
      const max = model.EntityTypeId === PostFileType.galleryPhoto ? GALLERY_MAX_PHOTOS : 1;
      if (held.length + files.length > max)
        throw invalidInput([
          {
            field: 'files',
            message: max === 1 ? m.oneImage : m.tooManyPhotos(GALLERY_MAX_PHOTOS),
          },
        ]);
      await checkFiles(model.EntityTypeId, files);
      const stored = await storePostFiles(uploads, userId, files);
      try {
        return await addFiles(db, model.EntityId, model.EntityTypeId, stored);
      } catch (error) {
        await releasePostFiles(db, uploads, stored);
        throw error;
      }
    },

    async replace(companyId: number, userId: number, model: StorageModel, files: CheckedUpload[]) {
      await entity(companyId, model);
      const [file] = files;
      if (!file || files.length !== 1 || model.Sequence === undefined)
        throw invalidInput([{ field: 'files', message: m.fileNotFound }]);
      await checkFiles(model.EntityTypeId, files);
      const [stored] = await storePostFiles(uploads, userId, [file]);
      const result = await replaceFile(db, model.EntityId, model.EntityTypeId, model.Sequence, stored!);
      if (!result) {
        await releasePostFiles(db, uploads, [stored!]);
        throw new NotFound(m.fileNotFound);
      }
      await releasePostFiles(db, uploads, [result.old]);
      return result.saved;
    },

    async remove(companyId: number, key: components['schemas']['StorageKey']) {
      await entity(companyId, key);
      const held = await postFiles(db, key.EntityId, [key.EntityTypeId]);
      if (!held.some((f) => f.sequence === key.Sequence)) throw new NotFound(m.fileNotFound);
      // A post keeps at least one image (spec 002 §5); the attachment is optional.
      if (key.EntityTypeId !== PostFileType.attachment && held.length === 1)
        throw new Conflict(m.imageMissing);
      const gone = await deleteFiles(db, key.EntityId, key.EntityTypeId, [key.Sequence]);
      await releasePostFiles(db, uploads, gone);
    },

    async uploadLoose(userId: number, files: CheckedUpload[]) {
      const stored = await storePostFiles(uploads, userId, files);
      return stored.map((f) => ({ path: f.path, fileName: f.fileName }));
    },
  };
}
