import sharp from 'sharp';
import { invalidInput } from '../domain-errors.js';
import { fileKinds } from '../uploads/upload-kinds.js';
import { MEGABYTE, type UploadRule } from '../uploads/upload-rule.js';
import type { CheckedUpload } from '../uploads/uploaded-file.js';
import { orgMessages } from './org-messages.js';

/** Thumbnails and logos (spec 002 §5 "File uploads"): raster images recognised by content, at most 10 MB. */
export const brandingImageRule: UploadRule = {
  kinds: [fileKinds.png, fileKinds.jpeg, fileKinds.webp],
  maxBytes: 10 * MEGABYTE,
  maxCount: 1,
  description: 'png, jpeg, jpg o webp',
};

export const noticeVideoRule: UploadRule = {
  kinds: [fileKinds.mp4, fileKinds.webm],
  maxBytes: 10 * MEGABYTE,
  maxCount: 1,
  description: 'mp4 o webm',
};

interface Dimensions {
  width: number;
  height: number;
}

/** Recommended sizes of spec 002 §9; an image larger than its size is refused. */
export const LOGO_SIZE: Dimensions = { width: 300, height: 150 };

export function noticeImageSize(typeId: number): Dimensions {
  if (typeId === 1 || typeId === 9) return { width: 850, height: 350 };
  if (typeId === 2) return { width: 2200, height: 950 };
  if (typeId === 3) return { width: 800, height: 1800 };
  return { width: 1980, height: 850 };
}

/**
 * The size check that depends on the form (a notice's type), so it runs in the handler on the image the
 * registrar already checked and re-encoded; a failure names the file's field.
 */
export async function checkDimensions(image: CheckedUpload, max: Dimensions): Promise<CheckedUpload> {
  const { width = 0, height = 0 } = await sharp(image.data).metadata();
  if (width > max.width || height > max.height)
    throw invalidInput([{ field: image.fieldName, message: orgMessages.image.tooBig }]);
  return image;
}
