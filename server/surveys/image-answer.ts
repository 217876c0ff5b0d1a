import { surveyMessages as m } from './survey-messages.js';
import { invalidInput } from '../domain-errors.js';

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
