import type { components } from '../openapi/generated/schema';

export type OnboardingProfile = Pick<
  components['schemas']['UserProfile'],
  | 'firstName'
  | 'middleName'
  | 'lastName'
  | 'birthday'
  | 'pronoun'
  | 'nickname'
  | 'urlProfileImage'
  | 'genderIdentityId'
  | 'loginProvider'
>;

/** The photo every new account gets from the gateway; it counts as no photo (spec 000 §2 /profile). */
export const DEFAULT_AVATAR = '/files/profile/default-avatar.svg';

/** Sample profiles along the wizard, shared by the machine's studio samples and its model-based test. */
export const newcomer: OnboardingProfile = {
  firstName: 'Luis Ángel',
  middleName: null,
  lastName: 'Torres Méndez',
  birthday: '1999-09-09',
  pronoun: null,
  nickname: null,
  urlProfileImage: DEFAULT_AVATAR,
  genderIdentityId: null,
  loginProvider: 1,
};
export const withPersonal: OnboardingProfile = { ...newcomer, pronoun: 'Él' };
export const withPhoto: OnboardingProfile = {
  ...withPersonal,
  nickname: 'Luis',
  urlProfileImage: '/files/uploads/profile/foto.png',
};
