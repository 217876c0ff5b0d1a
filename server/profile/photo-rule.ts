import { fileKinds } from '../uploads/upload-kinds.js';
import { MEGABYTE, type UploadRule } from '../uploads/upload-rule.js';

/** Profile photos (spec 000 §5, file uploader): png, jpeg/jpg and webp, one file of at most 10 MB. */
export const photoRule: UploadRule = {
  kinds: [fileKinds.png, fileKinds.jpeg, fileKinds.webp],
  maxBytes: 10 * MEGABYTE,
  maxCount: 1,
  description: 'png, jpeg, jpg o webp',
};
