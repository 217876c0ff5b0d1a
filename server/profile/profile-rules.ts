import { isStrongPassword } from '../../domain/password.js';
import { isAdult, normalizePassword } from '../auth/input-rules.js';
import { messages } from '../messages.js';
import { profileMessages } from './profile-messages.js';
import type { FieldError } from '../domain-errors.js';

/** loginProvider values (spec 000 §9): 1 the portal's own password, 2 Apple, 3 Google ("external provider"). */
const OWN_PROVIDER = 1;
export const EXTERNAL_PROVIDER = 3;

/** The form's placeholder for "cleared" (spec 000 §5), as EditAdditionalEmail takes it. */
export const CLEARED = '-';

export interface ProfileForm {
  firstName: string;
  middleName?: string;
  lastName?: string;
  birthday: string;
  pronoun: string;
  nickname?: string;
  currentPassword?: string;
  newPassword?: string;
}

export interface StoredNames {
  firstName: string;
  lastName?: string | null;
  loginProvider: number;
}

/** Blank or the placeholder means "no value". */
export function optionalText(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' || text === CLEARED ? null : text;
}

/** The password rules of spec 000 §5 for this account; returns the normalized new password, if any. */
export function newPasswordOf(form: ProfileForm, stored: StoredNames, errors: FieldError[]): string | null {
  const password = normalizePassword(form.newPassword ?? '');
  if (password === '') return null;
  if (stored.loginProvider !== OWN_PROVIDER) {
    errors.push({ field: 'newPassword', message: profileMessages.passwordUnavailable });
  } else if (!isStrongPassword(password)) {
    errors.push({ field: 'newPassword', message: messages.field.passwordRules });
  } else if (normalizePassword(form.currentPassword ?? '') === '') {
    errors.push({ field: 'currentPassword', message: profileMessages.currentPasswordNeeded });
  }
  return password;
}

/** Field errors of the profile rules (spec 000 §5) that the schema cannot say. */
export function profileErrors(form: ProfileForm, stored: StoredNames, today: Date): FieldError[] {
  const errors: FieldError[] = [];
  const required = (field: string) => errors.push({ field, message: messages.field.required });
  if (form.firstName.trim() === '') required('firstName');
  // The onboarding accepts a last or a middle name (spec 000 §2 /profile).
  if (!optionalText(form.lastName) && !optionalText(form.middleName)) required('lastName');
  if (!isAdult(form.birthday, today)) errors.push({ field: 'birthday', message: messages.field.minimumAge });
  const external = stored.loginProvider === EXTERNAL_PROVIDER;
  if (external && !optionalText(form.nickname)) required('nickname');
  const renamed =
    form.firstName.trim() !== stored.firstName || optionalText(form.lastName) !== (stored.lastName ?? null);
  if (external && renamed) errors.push({ field: 'firstName', message: profileMessages.namesLocked });
  return errors;
}
