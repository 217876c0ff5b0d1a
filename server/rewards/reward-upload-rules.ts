import { fileKinds, type FileKind } from '../uploads/upload-kinds.js';
import { MEGABYTE, type UploadRule } from '../uploads/upload-rule.js';

const xlsx: FileKind = {
  mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  extension: 'xlsx',
};

/** Reward images, category icons and provider logos: raster images by content, re-encoded (spec 002 §5). */
export const rewardImageRule: UploadRule = {
  kinds: [fileKinds.png, fileKinds.jpeg, fileKinds.webp],
  maxBytes: 10 * MEGABYTE,
  maxCount: 1,
  description: 'png, jpeg, jpg o webp',
};

/** The coupon's PDF; the handler refuses more than 2 MB with the spec's own message. */
export const rewardPdfRule: UploadRule = {
  kinds: [fileKinds.pdf],
  maxBytes: 10 * MEGABYTE,
  maxCount: 1,
  description: 'pdf',
};

/** Coupon numbers: plain text (txt, csv) or an Excel workbook (xlsx). */
export const couponDataRule: UploadRule = {
  kinds: [fileKinds.csv, xlsx],
  maxBytes: 10 * MEGABYTE,
  maxCount: 1,
  description: 'txt, csv o xlsx',
};
