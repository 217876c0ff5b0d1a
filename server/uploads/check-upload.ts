import decodeIco from 'decode-ico';
import { fileTypeFromBuffer, type FileTypeResult } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { invalidInput } from '../domain-errors.js';
import { imageProblem } from '../../domain/file-checks.js';
import type { FileKind } from '../../domain/file-kinds.js';
import { uploadMessages } from '../../domain/upload-messages.js';
import type { ImageRules, UploadRule } from '../../domain/upload-rule.js';
import type { CheckedUpload, UploadedFile } from './uploaded-file.js';

/** Decoding stops past this many pixels (about 8K × 5K), so a small file cannot unpack into gigabytes. */
const MAX_PIXELS = 40_000_000;
/** Vector images and icons are drawn at most this many pixels on their longer side. */
const ICON_SIZE = 256;
const DECODE = { failOn: 'warning', limitInputPixels: MAX_PIXELS } as const;

function dimensionError(rules: ImageRules, width: number, height: number): string | null {
  const problem = imageProblem(rules, { width, height });
  if (problem === 'imageTooSmall')
    return uploadMessages.imageTooSmall(rules.minWidth ?? 0, rules.minHeight ?? 0);
  if (problem === 'imageTooBig')
    return uploadMessages.imageTooBig(rules.maxWidth ?? width, rules.maxHeight ?? height);
  return null;
}

/** An SVG is drawn at the density that makes its longer side ICON_SIZE pixels, never past it. */
async function rasterise(data: Buffer): Promise<Sharp> {
  const { width = 0, height = 0 } = await sharp(data, DECODE).metadata();
  const longer = Math.max(width, height, 1);
  const density = Math.min(Math.max((72 * ICON_SIZE) / longer, 1), 2400);
  return sharp(data, { ...DECODE, density }).resize(ICON_SIZE, ICON_SIZE, {
    fit: 'inside',
    withoutEnlargement: true,
  });
}

/** The largest image of an ICO file: a PNG inside it is decoded by sharp, a bitmap by decode-ico. */
function largestIcon(data: Buffer): Sharp {
  const [image] = decodeIco(data).sort((a, b) => b.width * b.height - a.width * a.height);
  if (!image) throw new Error('empty icon');
  if (image.type === 'png') return sharp(Buffer.from(image.data), DECODE);
  const { width, height } = image;
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    ...DECODE,
    raw: { width, height, channels: 4 },
  });
}

function open(data: Buffer, kind: FileKind): Promise<Sharp> | Sharp {
  if (kind.decode === 'svg') return rasterise(data);
  if (kind.decode === 'ico') return largestIcon(data);
  const animated = kind.storedAs === 'gif' || kind.storedAs === 'webp';
  return sharp(data, { ...DECODE, animated });
}

/**
 * Decodes the whole image and writes its pixels again in its `storedAs` format: anything that is not a clean
 * image (a truncated file, a script glued to a GIF header, a script inside an SVG) fails the decode or is
 * left behind, and trailing bytes, comments and metadata (EXIF location included) never reach the disk.
 */
async function reencode(
  data: Buffer,
  kind: FileKind & { storedAs: NonNullable<FileKind['storedAs']> },
  rules: ImageRules | undefined,
): Promise<Buffer | string> {
  try {
    const image = await open(data, kind);
    const { width = 0, pageHeight, height = 0 } = await image.metadata();
    const problem = rules ? dimensionError(rules, width, pageHeight ?? height) : null;
    if (problem) return problem;
    // rotate() applies the EXIF orientation before the metadata is dropped.
    return await image.rotate().toFormat(kind.storedAs).toBuffer();
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

/** SVG text: UTF-8 whose root is an svg element, after an optional prolog, comments or a doctype without entities. */
function isSvg(data: Buffer): boolean {
  return (
    isPlainText(data) &&
    /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*>\s*)*<svg[\s>]/i.test(data.toString('utf8'))
  );
}

/** The rule's kind for this content: by signature, or for text by what the text is. */
function kindOf(data: Buffer, detected: FileTypeResult | undefined, rule: UploadRule): FileKind | undefined {
  const vector = rule.kinds.find((k) => k.decode === 'svg');
  // file-type names an SVG with an XML prolog 'application/xml' and one without it not at all.
  if (vector && (!detected || detected.mime === 'application/xml') && isSvg(data)) return vector;
  if (detected) return rule.kinds.find((k) => k.mime === detected.mime);
  return rule.kinds.find((k) => k.text && isPlainText(data));
}

/** Checks a file's real content against its rule; a refusal is 400 '02' with a Spanish message on its field. */
export async function checkUpload(file: UploadedFile, rule: UploadRule): Promise<CheckedUpload> {
  const fail = (message: string) => invalidInput([{ field: file.fieldName, message }]);
  if (file.data.length > rule.maxBytes)
    throw fail(rule.tooLargeMessage ?? uploadMessages.tooLarge(rule.maxBytes / (1024 * 1024)));
  const detected = await fileTypeFromBuffer(file.data);
  const kind = kindOf(file.data, detected, rule);
  if (!kind) throw fail(rule.notAllowedMessage ?? uploadMessages.notAllowed(rule.description));
  const { fieldName, fileName } = file;
  if (!kind.storedAs)
    return { fieldName, fileName, data: file.data, mime: kind.mime, extension: kind.extension };
  const image = await reencode(file.data, { ...kind, storedAs: kind.storedAs }, rule.image);
  if (typeof image === 'string') throw fail(image);
  return {
    fieldName,
    fileName,
    data: image,
    mime: `image/${kind.storedAs}`,
    extension: kind.extension,
  };
}
