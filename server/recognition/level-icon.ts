import { fileKinds } from '../uploads/upload-kinds.js';
import { MEGABYTE, type UploadRule } from '../uploads/upload-rule.js';
import { recognitionMessages } from './recognition-messages.js';

/**
 * A level's icon (spec 002 §5): exactly one .svg or .ico, recognised by content. Both are stored as PNG: the
 * SVG is rasterised by sharp, so no script, link or style of it ever reaches a browser.
 */
export const levelIconRule: UploadRule = {
  kinds: [fileKinds.svg, fileKinds.ico],
  maxBytes: 1 * MEGABYTE,
  maxCount: 1,
  description: 'svg o ico',
  notAllowedMessage: recognitionMessages.level.iconType,
};
