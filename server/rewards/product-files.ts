import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { PROVIDER_LOGO_BOX, REWARD_IMAGE_BOX, REWARD_PDF_MAX_BYTES } from '../../domain/image-boxes.js';
import { invalidInput } from '../domain-errors.js';
import type { CheckedUpload } from '../uploads/uploaded-file.js';
import { rewardMessages } from './reward-messages.js';

const m = rewardMessages.product;

/** Whether the (already checked and re-encoded) image measures exactly 600x600; another size is only warned. */
export async function isRewardImageSize(image: CheckedUpload): Promise<boolean> {
  const { width, height } = await sharp(image.data).metadata();
  return width === REWARD_IMAGE_BOX.width && height === REWARD_IMAGE_BOX.height;
}

/** The PDF must weigh 2 MB at most and open, since every coupon is stamped on it. */
export async function checkRewardPdf(pdf: CheckedUpload): Promise<CheckedUpload> {
  if (pdf.data.length > REWARD_PDF_MAX_BYTES)
    throw invalidInput([{ field: pdf.fieldName, message: m.pdfTooBig }]);
  try {
    const doc = await PDFDocument.load(pdf.data);
    if (doc.getPageCount() === 0) throw new Error('no pages');
  } catch {
    throw invalidInput([{ field: pdf.fieldName, message: m.pdfDamaged }]);
  }
  return pdf;
}

/** A provider logo larger than 500x500 is refused with the spec's message. */
export async function checkProviderLogo(logo: CheckedUpload): Promise<CheckedUpload> {
  const { width = 0, height = 0 } = await sharp(logo.data).metadata();
  if (width > PROVIDER_LOGO_BOX.width || height > PROVIDER_LOGO_BOX.height)
    throw invalidInput([{ field: logo.fieldName, message: rewardMessages.provider.logoTooBig }]);
  return logo;
}
