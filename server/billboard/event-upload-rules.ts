import { fileKinds } from '../uploads/upload-kinds.js';
import { MEGABYTE, type UploadRule } from '../uploads/upload-rule.js';
import { billboardMessages as m } from './billboard-messages.js';

/** Event images and the bank statement cover (spec 001 §5 "File uploader"): raster images up to 10 MB. */
export const eventImageRule: UploadRule = {
  kinds: [fileKinds.png, fileKinds.jpeg, fileKinds.webp],
  maxBytes: 10 * MEGABYTE,
  maxCount: 1,
  description: 'png, jpg, jpeg o webp',
  notAllowedMessage: m.imageKinds,
};

/** The tax status certificate: a PDF up to 10 MB. */
export const constancyRule: UploadRule = {
  kinds: [fileKinds.pdf],
  maxBytes: 10 * MEGABYTE,
  maxCount: 1,
  description: 'pdf',
  notAllowedMessage: m.imageKinds,
};

/** Billboard post attachments (type 1: images or PDF) and link thumbnails (type 2). */
export const courseFileRule: UploadRule = {
  kinds: [fileKinds.png, fileKinds.jpeg, fileKinds.webp, fileKinds.pdf],
  maxBytes: 10 * MEGABYTE,
  maxCount: 5,
  description: 'png, jpg, jpeg, webp o pdf',
  notAllowedMessage: m.imageKinds,
};
