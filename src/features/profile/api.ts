import { queryOptions } from '@tanstack/react-query';
import type { components } from '@openapi/schema';
import { api } from '@/api/client';
import { savedData, savedMessage, unwrap } from '@/api/envelope';
import { multipart } from '@/api/form-data';
import { SPEC_COMPANY_ID } from '@/shared/company';

type Schemas = components['schemas'];
export type UserProfile = Schemas['UserProfile'];
export type GenderIdentity = Schemas['GenderIdentity'];
export type UserActivity = Schemas['UserActivity'];
export type DirectoryService = Schemas['MyDirectoryService'];
export type Postulation = Schemas['Postulation'];
type CategoryStanding = Schemas['CategoryStanding'];
export type ProfileForm = Omit<Schemas['EditProfileForm'], 'photo'>;

/** Everything the profile area does outside the page: gateway calls and the browser's onboarding flag. */
export interface ProfileServices {
  loadProfile(): Promise<UserProfile>;
  loadFlags(): Promise<GenderIdentity[]>;
  saveProfile(form: ProfileForm, photo: Blob | null): Promise<UserProfile>;
  saveFlag(genderIdentityId: number): Promise<void>;
  /** Asks for a new additional e-mail ('-' clears it) with the current password; the gateway's message. */
  saveAdditionalEmail(additionalEmail: string, currentPassword: string): Promise<string>;
  loadActivities(userId: number): Promise<UserActivity[]>;
  loadServices(): Promise<DirectoryService[]>;
  loadApplications(userId: number): Promise<Postulation[]>;
  removeService(directoryInfoId: number): Promise<void>;
  /** The person's count and level in each recognition category where they were recognised. */
  loadLevels(): Promise<CategoryStanding[]>;
  /** The "content step complete" flag of the onboarding (spec 000 §2), kept in the browser. */
  contentStep: { read(): boolean; mark(): void; clear(): void };
}

const CONTENT_STEP_KEY = 'muro-pride.profile.content-step-complete';

export const gatewayProfileServices: ProfileServices = {
  loadProfile: () => unwrap(api.GET('/Account/Profile')).then((p) => p as UserProfile),
  loadFlags: () =>
    unwrap(
      api.GET('/BackEnd/GetGenderIdentityCatalog', { params: { query: { companyId: SPEC_COMPANY_ID } } }),
    ).then((list) => list ?? []),
  // An invalid form names the field at fault (a rejected photo, say): saved throws with that message.
  saveProfile: (form, photo) =>
    savedData<UserProfile>(
      api.POST('/Account/EditProfile', multipart({ ...form, ...(photo ? { photo } : {}) })),
    ),
  saveFlag: (genderIdentityId) =>
    unwrap(api.POST('/Account/UpdateColor', { body: { genderIdentityId } })).then(() => undefined),
  saveAdditionalEmail: (additionalEmail, currentPassword) =>
    savedMessage(api.POST('/Account/EditAdditionalEmail', { body: { additionalEmail, currentPassword } })),
  loadActivities: (id) =>
    unwrap(api.GET('/BackOffice/Attendee/GetUserActivity/{id}', { params: { path: { id } } })).then(
      (l) => l ?? [],
    ),
  loadServices: () => unwrap(api.GET('/BackEnd/GetMyDirectoryInfoList')).then((l) => l ?? []),
  loadApplications: (userId) =>
    unwrap(api.GET('/BackEnd/Postulant/GetByUserId', { params: { query: { userId } } })).then((l) => l ?? []),
  removeService: (id) =>
    unwrap(api.DELETE('/BackEnd/DeleteDirectoryInfo/{id}', { params: { path: { id } } })).then(
      () => undefined,
    ),
  loadLevels: () =>
    unwrap(api.GET('/backend/AcknowledgmentUserProfile')).then((mine) => mine?.standings ?? []),
  contentStep: {
    read: () => localStorage.getItem(CONTENT_STEP_KEY) === 'true',
    mark: () => localStorage.setItem(CONTENT_STEP_KEY, 'true'),
    clear: () => localStorage.removeItem(CONTENT_STEP_KEY),
  },
};

/** The profile area's query keys, written only here. ['account', 'profile'] also covers the header's query. */
export const profileKeys = {
  all: ['account', 'profile'] as const,
  own: ['account', 'profile', 'own'] as const,
  flags: ['catalogs', 'gender-identity'] as const,
  activities: (userId: number) => ['profile', 'activities', userId] as const,
  services: ['profile', 'services'] as const,
  applications: (userId: number) => ['profile', 'applications', userId] as const,
  levels: ['recognition', 'mine', 'levels'] as const,
};

export const ownProfileQuery = (s: ProfileServices) =>
  queryOptions({ queryKey: profileKeys.own, queryFn: () => s.loadProfile() });
export const flagsQuery = (s: ProfileServices) =>
  queryOptions({ queryKey: profileKeys.flags, queryFn: () => s.loadFlags(), staleTime: Infinity });
export const activitiesQuery = (s: ProfileServices, userId: number) =>
  queryOptions({ queryKey: profileKeys.activities(userId), queryFn: () => s.loadActivities(userId) });
export const servicesQuery = (s: ProfileServices) =>
  queryOptions({ queryKey: profileKeys.services, queryFn: () => s.loadServices() });
export const applicationsQuery = (s: ProfileServices, userId: number) =>
  queryOptions({ queryKey: profileKeys.applications(userId), queryFn: () => s.loadApplications(userId) });
export const levelsQuery = (s: ProfileServices) =>
  queryOptions({ queryKey: profileKeys.levels, queryFn: () => s.loadLevels() });
