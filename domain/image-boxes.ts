import { MEGABYTE, type ImageBox } from './upload-rule.js';

/**
 * Limits of spec 002 §9 that depend on the form rather than the file field, so the gateway's handlers check
 * them after the upload rules and the portal's uploader receives them beside the field's rule.
 */

/** The company logo of the customisation; a larger one is refused. */
export const COMPANY_LOGO_BOX: ImageBox = { width: 300, height: 150 };

/** A notice's thumbnail, by the notice's type; a larger one is refused. */
export function noticeImageBox(typeId: number): ImageBox {
  if (typeId === 1 || typeId === 9) return { width: 850, height: 350 };
  if (typeId === 2) return { width: 2200, height: 950 };
  if (typeId === 3) return { width: 800, height: 1800 };
  return { width: 1980, height: 850 };
}

/** A reward provider's logo; a larger one is refused. */
export const PROVIDER_LOGO_BOX: ImageBox = { width: 500, height: 500 };

/** A reward's image should measure exactly this; another size is only warned about. */
export const REWARD_IMAGE_BOX: ImageBox = { width: 600, height: 600 };

/** The most a reward's coupon PDF may weigh. */
export const REWARD_PDF_MAX_BYTES = 2 * MEGABYTE;
