import { fileKinds } from '../uploads/upload-kinds.js';
import { MEGABYTE, type UploadRule } from '../uploads/upload-rule.js';

/**
 * Images of a directory entry (spec 001 §5): png, jpeg/jpg or webp by real content, 10 MB each. The count the
 * package allows (quantityImage) is checked by the service; this is the most any package has.
 */
export const directoryImageRule: UploadRule = {
  kinds: [fileKinds.png, fileKinds.jpeg, fileKinds.webp],
  maxBytes: 10 * MEGABYTE,
  maxCount: 10,
  description: 'png, jpeg, jpg o webp',
};
