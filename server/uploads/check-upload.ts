import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { invalidInput } from '../domain-errors.js';
import type { FileKind } from './upload-kinds.js';
import { uploadMessages } from './upload-messages.js';
import type { ImageRules, UploadRule } from './upload-rule.js';
import type { CheckedUpload, UploadedFile } from './uploaded-file.js';

/** Decoding stops past this many pixels (about 8K × 5K), so a small file cannot unpack into gigabytes. */
const MAX_PIXELS = 40_000_000;

function dimensionError(rules: ImageRules, width: number, height: number): string | null {
  if (width < (rules.minWidth ?? 0) || height < (rules.minHeight ?? 0))
    return uploadMessages.imageTooSmall(rules.minWidth ?? 0, rules.minHeight ?? 0);
  if (width > (rules.maxWidth ?? Infinity) || height > (rules.maxHeight ?? Infinity))
    return uploadMessages.imageTooBig(rules.maxWidth ?? width, rules.maxHeight ?? height);
  return null;
}

/**
 * Decodes the whole image and writes its pixels again in `format`: anything that is not a clean image (a
 * truncated file, a script glued to a GIF header) fails the decode, and trailing bytes, comments and
 * metadata (EXIF location included) never reach the stored file.
 */
async function reencode(
  data: Buffer,
  format: NonNullable<FileKind['storedAs']>,
  rules: ImageRules | undefined,
): Promise<Buffer | string> {
  const animated = format === 'gif' || format === 'webp';
  try {
    const image = sharp(data, { failOn: 'warning', limitInputPixels: MAX_PIXELS, animated });
    const { width = 0, pageHeight, height = 0 } = await image.metadata();
    const problem = rules ? dimensionError(rules, width, pageHeight ?? height) : null;
    if (problem) return problem;
    // rotate() applies the EXIF orientation before the metadata is dropped.
    return await image.rotate().toFormat(format).toBuffer();
  } catch {
    return uploadMessages.damagedImage;
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Text without a binary signature: valid UTF-8 and no NUL byte (which no text format of ours holds). */
function isPlainText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    utf8.decode(data);
    return true;
  } catch {
    return false;
  }
}

/** Checks a file's real content against its rule; a refusal is 400 '02' with a Spanish message on its field. */
export async function checkUpload(file: UploadedFile, rule: UploadRule): Promise<CheckedUpload> {
  const fail = (message: string) => invalidInput([{ field: file.fieldName, message }]);
  if (file.data.length > rule.maxBytes) throw fail(uploadMessages.tooLarge(rule.maxBytes / (1024 * 1024)));
  const detected = await fileTypeFromBuffer(file.data);
  const kind = detected
    ? rule.kinds.find((k) => k.mime === detected.mime)
    : rule.kinds.find((k) => k.text && isPlainText(file.data));
  if (!kind) throw fail(rule.notAllowedMessage ?? uploadMessages.notAllowed(rule.description));
  const { fieldName, fileName } = file;
  if (!kind.storedAs)
    return { fieldName, fileName, data: file.data, mime: kind.mime, extension: kind.extension };
  const image = await reencode(file.data, kind.storedAs, rule.image);
  if (typeof image === 'string') throw fail(image);
  return {
    fieldName,
    fileName,
    data: image,
    mime: `image/${kind.storedAs}`,
    extension: kind.extension,
  };
}
