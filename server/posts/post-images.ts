import sharp from 'sharp';
import type { ImageBox } from '../../domain/upload-rule.js';
import type { Queryable } from '../db/database.js';
import { invalidInput } from '../domain-errors.js';
import type { UploadStore } from '../uploads/upload-store.js';
import type { CheckedUpload } from '../uploads/uploaded-file.js';
import { postMessages as m } from './post-messages.js';
import { fileOwners, type NewFile } from './post-store.js';

/** Width of the list and phone version of every image (cards are at most about 400 CSS px wide). */
const THUMB_WIDTH = 480;
const FOLDER = 'posts';

/** Refuses an image larger than `max` (spec 002 §5), naming the file's field. */
export async function checkBox(file: CheckedUpload, max: ImageBox): Promise<void> {
  if (!file.mime.startsWith('image/')) return;
  const { width = 0, height = 0 } = await sharp(file.data).metadata();
  if (width > max.width || height > max.height)
    throw invalidInput([{ field: file.fieldName, message: m.tooBig }]);
}

/** A WebP copy no wider than THUMB_WIDTH, so lists and phones never download the full image. */
async function thumbnail(file: CheckedUpload): Promise<CheckedUpload> {
  const data = await sharp(file.data)
    .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
  return { ...file, data, mime: 'image/webp', extension: 'webp' };
}

/**
 * Stores checked files with a thumbnail for each image; returns them in order. A failure frees what was
 * already stored.
 */
export async function storePostFiles(
  uploads: UploadStore,
  userId: number,
  files: CheckedUpload[],
): Promise<NewFile[]> {
  const stored: NewFile[] = [];
  try {
    for (const file of files) {
      const isImage = file.mime.startsWith('image/');
      const parts = isImage ? [file, await thumbnail(file)] : [file];
      const [path, thumbPath = null] = await uploads.save(userId, FOLDER, parts);
      stored.push({ path: path as string, thumbPath, fileName: file.fileName });
    }
  } catch (error) {
    await uploads.release(
      userId,
      stored.flatMap((f) => [f.path, f.thumbPath]),
    );
    throw error;
  }
  return stored;
}

/** Frees stored files whoever uploaded them (another administrator may remove them). */
export async function releasePostFiles(
  db: Queryable,
  uploads: UploadStore,
  files: { path: string; thumbPath: string | null }[],
) {
  const urls = files.flatMap((f) => [f.path, f.thumbPath]).filter((url): url is string => url !== null);
  if (urls.length === 0) return;
  for (const owner of await fileOwners(db, urls)) await uploads.release(owner, urls);
}
