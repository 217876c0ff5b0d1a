import { fileKinds } from '../uploads/upload-kinds.js';
import { MEGABYTE, type UploadRule } from '../uploads/upload-rule.js';
import { jobMessages as m } from './job-messages.js';

/** The CV of an application (spec 001 §5 "Application"): pdf, doc or docx by real content, under 10 MB. */
export const curriculumRule: UploadRule = {
  kinds: [fileKinds.pdf, fileKinds.doc, fileKinds.docx],
  // "Under 10 MB": exactly 10 485 760 bytes is already refused.
  maxBytes: 10 * MEGABYTE - 1,
  maxCount: 1,
  description: 'pdf, doc o docx',
  notAllowedMessage: m.cvFormat,
  tooLargeMessage: m.cvTooLarge,
};

/** The company logo of a job: a real image, re-encoded by the upload check. */
export const jobLogoRule: UploadRule = {
  kinds: [fileKinds.png, fileKinds.jpeg, fileKinds.webp],
  maxBytes: 10 * MEGABYTE,
  maxCount: 1,
  image: { maxWidth: 4000, maxHeight: 4000 },
  description: 'png, jpeg, jpg o webp',
  notAllowedMessage: m.logoNotImage,
};
