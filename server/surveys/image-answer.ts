import { MEGABYTE, type UploadPolicy } from '../uploads/upload-policy.js';
import { surveyMessages as m } from './survey-messages.js';
import { invalidInput } from '../domain-errors.js';

/**
 * Image answers (spec 000 §5): the raster formats of the spec's list that can be recognised by their content.
 * svg, svgz and xbm are text that may carry script and have no signature to check, so they are refused
 * (docs/decisions/0053-survey-answer-types.md).
 */
export const surveyImagePolicy: UploadPolicy = {
  types: {
    'image/png': 'png',
    'image/apng': 'png',
    'image/jpeg': 'jpg',
    'image/gif': 'gif',
    'image/webp': 'webp',
    'image/bmp': 'bmp',
    'image/tiff': 'tif',
    'image/x-icon': 'ico',
    'image/avif': 'avif',
  },
  maxBytes: 10 * MEGABYTE,
  description: 'de imagen',
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
