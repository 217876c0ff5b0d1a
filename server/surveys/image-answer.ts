import { fileKinds } from '../uploads/upload-kinds.js';
import { MEGABYTE, type UploadRule } from '../uploads/upload-rule.js';
import { surveyMessages as m } from './survey-messages.js';
import { invalidInput } from '../domain-errors.js';

/**
 * Image answers (spec 000 §5): 1 to 5 images of 10 MB, of the spec's raster formats that can be recognised by
 * their content and fully decoded. svg, svgz and xbm may carry script and have no signature; bmp and ico have
 * no decoder in the gateway's image library; all are refused (docs/decisions/0065-uploads.md).
 */
export const surveyImageRule: UploadRule = {
  kinds: [
    fileKinds.png,
    fileKinds.apng,
    fileKinds.jpeg,
    fileKinds.gif,
    fileKinds.webp,
    fileKinds.tiff,
    fileKinds.avif,
  ],
  maxBytes: 10 * MEGABYTE,
  maxCount: 5,
  description: 'de imagen',
  notAllowedMessage: m.imageOnly,
};

export interface InputValues {
  surveyUserProfileId: number;
  surveyQuestionId: number;
  surveyUserProfileAnswerId?: number;
}

const positive = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The JSON text field InputValues of POST /backend/SurveyMultimedia. */
export function parseInputValues(text: string): InputValues {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const v = (parsed ?? {}) as Record<string, unknown>;
  if (
    !positive(v.surveyUserProfileId) ||
    !positive(v.surveyQuestionId) ||
    (v.surveyUserProfileAnswerId !== undefined && !positive(v.surveyUserProfileAnswerId))
  ) {
    throw invalidInput([{ field: 'InputValues', message: m.participationNotFound }]);
  }
  return v as unknown as InputValues;
}

/** The stored image URLs an answer's value lists (image answers keep a JSON list); none for other values. */
export function imageUrls(value: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(value ?? '');
    return Array.isArray(parsed) ? parsed.filter((url): url is string => typeof url === 'string') : [];
  } catch {
    return [];
  }
}
