import dayjs from 'dayjs';
import { authMessages } from './messages';

const v = authMessages.validation;

const MINIMUM_AGE = 18;
const PASSWORD_MIN_LENGTH = 8;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const POSTAL_CODE = /^\d{5}$/;
// Companies have 3 letters (12 characters), people 4 (13): then the date as YYMMDD and a 3-character homoclave.
const RFC = /^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/;

export type PasswordRule = keyof typeof authMessages.passwordRules;

const passwordTests: Record<PasswordRule, (value: string) => boolean> = {
  length: (value) => value.length >= PASSWORD_MIN_LENGTH,
  uppercase: (value) => /\p{Lu}/u.test(value),
  lowercase: (value) => /\p{Ll}/u.test(value),
  digit: (value) => /\d/.test(value),
  special: (value) => /[^\p{L}\d\s]/u.test(value),
};

/** Each register password rule and whether the value meets it, for the live checklist. */
export function passwordChecklist(value: string): { rule: PasswordRule; met: boolean }[] {
  return (Object.keys(passwordTests) as PasswordRule[]).map((rule) => ({
    rule,
    met: passwordTests[rule](value),
  }));
}

/** Spaces are not allowed in passwords; they are removed as the person types. */
export const withoutSpaces = (value: string) => value.replace(/\s/g, '');

export function requiredEmail(value: string): string | null {
  if (!value.trim()) return v.required;
  return EMAIL.test(value.trim()) ? null : v.emailFormat;
}

export const required = (value: string): string | null => (value.trim() ? null : v.required);

export function newPassword(value: string): string | null {
  if (!value) return v.required;
  return passwordChecklist(value).every((item) => item.met) ? null : v.passwordRules;
}

export function confirmation(value: string, password: string): string | null {
  if (!value) return v.required;
  return value === password ? null : v.passwordsDiffer;
}

/** The latest birthday a person of legal age can have, as YYYY-MM-DD (the date picker's max). */
export function latestAdultBirthday(today = dayjs()): string {
  return today.subtract(MINIMUM_AGE, 'year').format('YYYY-MM-DD');
}

export function adultBirthday(value: string, today = dayjs()): string | null {
  if (!value) return v.required;
  const date = dayjs(value, 'YYYY-MM-DD');
  if (!date.isValid()) return v.required;
  return date.isAfter(latestAdultBirthday(today), 'day') ? v.minimumAge : null;
}

export const optionalPostalCode = (value: string): string | null =>
  !value.trim() || POSTAL_CODE.test(value.trim()) ? null : v.postalCode;

/** The RFC is typed in capitals (the field converts as the person types), so lower case is refused here. */
export const optionalRfc = (value: string): string | null =>
  !value.trim() || RFC.test(value.trim()) ? null : v.rfc;
