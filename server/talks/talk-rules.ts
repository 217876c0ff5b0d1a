import { brandingImageRule } from '../organisation/image-rules.js';
import type { UploadRule } from '../uploads/upload-rule.js';

/** Pride Talks event image (spec 002 §9): png, jpeg or webp by content, at most 800x600. */
export const talkImageRule: UploadRule = { ...brandingImageRule, image: { maxWidth: 800, maxHeight: 600 } };

/** Generic publication image (spec 002 §9): at most 720x480. */
export const genericImageRule: UploadRule = {
  ...brandingImageRule,
  image: { maxWidth: 720, maxHeight: 480 },
};
