import dayjs from 'dayjs';
import { uploadRules } from '@domain/upload-rules';
import { isAtLeastYearsAgo } from '@/shared/format';
import { isStrongPassword } from '@domain/password';
import {
  hasOwnPhoto,
  type OnboardingProfile,
  type PersonalValues,
} from '../../../machines/onboarding.machine';
import { profileMessages } from './messages';
import type { UserProfile } from './api';

const v = profileMessages.validation;
const MINIMUM_AGE = 18;
/** loginProvider 3 is Google, the "external provider" (spec 000 §9); 1 or absent is the portal's own. */
const EXTERNAL_PROVIDER = 3;
const OWN_PROVIDER = 1;
/** A blank nickname or additional e-mail is sent as this "cleared" placeholder (spec 000 §5). */
export const CLEARED = '-';

export const isExternal = (p: Pick<UserProfile, 'loginProvider'>) => p.loginProvider === EXTERNAL_PROVIDER;
export const ownsPassword = (p: Pick<UserProfile, 'loginProvider'>) =>
  !p.loginProvider || p.loginProvider === OWN_PROVIDER;

/** The banner and the wizard show while flag, pronoun or a photo of one's own is missing (spec 000 §2). */
export const isIncomplete = (p: OnboardingProfile) => !p.genderIdentityId || !p.pronoun || !hasOwnPhoto(p);

/** The latest birthday the date field allows: 18 years ago today. */
export const latestAdultBirthday = () => dayjs().subtract(MINIMUM_AGE, 'year').format('YYYY-MM-DD');

export const required = (value: string) => (value.trim() === '' ? v.required : null);
const adultBirthday = (value: string) =>
  required(value) ?? (isAtLeastYearsAgo(value, MINIMUM_AGE) ? null : v.minimumAge);

/** The register password rules (spec 000 §5); empty means "keep the current password". */
export function optionalNewPassword(value: string): string | null {
  if (value === '') return null;
  return isStrongPassword(value) ? null : v.passwordRules;
}

export const optionalEmail = (value: string) =>
  value.trim() === '' || /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim()) ? null : v.emailFormat;

/** The photo field of the drawer and the wizard: the profile's words for a refused photo (spec 000 §5). */
export const photoProps = {
  rule: uploadRules.editProfile.photo,
  label: profileMessages.fields.photo,
  description: profileMessages.fields.photoHint,
  messages: { notAllowed: v.photoType, tooLarge: v.photoSize },
};

/** Progress of the wizard by step, and its bar colour (spec 000 §2 and §9). */
export const stepProgress = { personal: 0, photo: 40, flag: 70, done: 100 } as const;
export function progressColor(value: number): string {
  if (value > 70) return 'green';
  if (value === 70) return 'blue';
  return value >= 40 ? 'yellow' : 'gray';
}

type PersonalSource = Pick<
  OnboardingProfile,
  'firstName' | 'middleName' | 'lastName' | 'birthday' | 'pronoun'
>;

/** The name, birthday and pronoun fields as a form starts them: what the profile holds, blank where it has none. */
export const personalValuesOf = (profile: PersonalSource): PersonalValues => ({
  firstName: profile.firstName,
  middleName: profile.middleName ?? '',
  lastName: profile.lastName ?? '',
  birthday: profile.birthday ?? '',
  pronoun: profile.pronoun ?? '',
});

/** The rules of those fields, the same in the first-steps wizard and the profile's editor. */
export const personalRules = {
  firstName: required,
  lastName: required,
  birthday: adultBirthday,
  pronoun: required,
};
