import { imageSize } from 'image-size';
import { invalidInput } from '../http/envelope.js';
import { checkUpload, MEGABYTE, type CheckedUpload, type UploadPolicy } from '../uploads/upload-policy.js';
import type { UploadedFile } from '../uploads/uploaded-file.js';
import { orgMessages } from './org-messages.js';

/** Thumbnails and logos (spec 002 §5 "File uploads"): raster images recognised by content, at most 10 MB. */
export const brandingImagePolicy: UploadPolicy = {
  types: { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' },
  maxBytes: 10 * MEGABYTE,
  description: 'png, jpeg, jpg o webp',
};

export const noticeVideoPolicy: UploadPolicy = {
  types: { 'video/mp4': 'mp4', 'video/webm': 'webm' },
  maxBytes: 10 * MEGABYTE,
  description: 'mp4 o webm',
};

export interface Dimensions {
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

/** Checks the real type and that the image fits within `max`; a failure names the file's field. */
export async function checkImage(file: UploadedFile, max: Dimensions): Promise<CheckedUpload> {
  const checked = await checkUpload(file, brandingImagePolicy);
  let size: Dimensions;
  try {
    size = imageSize(checked.data);
  } catch {
    throw invalidInput([{ field: file.fieldName, message: orgMessages.image.unreadable }]);
  }
  if (size.width > max.width || size.height > max.height)
    throw invalidInput([{ field: file.fieldName, message: orgMessages.image.tooBig }]);
  return checked;
}
