import { fileTypeFromBuffer } from 'file-type';
import { uploadMessages } from './upload-messages.js';
import type { UploadedFile } from './uploaded-file.js';
import { invalidInput } from '../domain-errors.js';

export const MEGABYTE = 1024 * 1024;

/** What one call accepts: media types recognised from the content (never the name) and a size ceiling. */
export interface UploadPolicy {
  /** Real media type -> extension the stored file gets. */
  types: Record<string, string>;
  maxBytes: number;
  /** The accepted kinds as a person reads them, for the error message. */
  description: string;
}

/** Profile photos (spec 000 §5): png, jpeg/jpg and webp, at most 10 MB (spec 000 §5, file uploader). */
export const photoPolicy: UploadPolicy = {
  types: { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' },
  maxBytes: 10 * MEGABYTE,
  description: 'png, jpeg, jpg o webp',
};

export interface CheckedUpload {
  data: Buffer;
  mime: string;
  extension: string;
}

/** Checks size and the real content type; a failure is 400 '02' with a Spanish message on the file's field. */
export async function checkUpload(file: UploadedFile, policy: UploadPolicy): Promise<CheckedUpload> {
  const fail = (message: string) => invalidInput([{ field: file.fieldName, message }]);
  if (file.data.length > policy.maxBytes) throw fail(uploadMessages.tooLarge(policy.maxBytes / MEGABYTE));
  const detected = await fileTypeFromBuffer(file.data);
  const extension = detected ? policy.types[detected.mime] : undefined;
  if (!detected || !extension) throw fail(uploadMessages.notAllowed(policy.description));
  return { data: file.data, mime: detected.mime, extension };
}
