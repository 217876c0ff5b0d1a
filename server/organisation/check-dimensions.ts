import sharp from 'sharp';
import type { ImageBox } from '../../domain/upload-rule.js';
import { invalidInput } from '../domain-errors.js';
import type { CheckedUpload } from '../uploads/uploaded-file.js';
import { orgMessages } from './org-messages.js';

/**
 * The size check that depends on the form (a notice's type; domain/image-boxes.ts), so it runs in the handler
 * on the image the registrar already checked and re-encoded; a failure names the file's field.
 */
export async function checkDimensions(image: CheckedUpload, max: ImageBox): Promise<CheckedUpload> {
  const { width = 0, height = 0 } = await sharp(image.data).metadata();
  if (width > max.width || height > max.height)
    throw invalidInput([{ field: image.fieldName, message: orgMessages.image.tooBig }]);
  return image;
}
