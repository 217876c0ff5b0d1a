import { askQuery, lastingQuery } from '@/api/read-query';
import type { UserProfile, components } from '@openapi/schema';
import { api } from '@/api/client';
import { savedData, savedMessage, unwrap } from '@/api/envelope';
import { multipart } from '@/api/form-data';
import { callerCompanyId } from '@/api/caller-company';
import { fileOf } from '@/api/file-reply';
import { saveFile } from '@/shared/ui';
import type { ProfileServices } from './profile-services';

export type {
  UserProfile,
  GenderIdentity,
  UserActivity,
  MyDirectoryService as DirectoryService,
  Postulation,
  CategoryStanding,
} from '@openapi/schema';

type Schemas = components['schemas'];
export type ProfileForm = Omit<Schemas['EditProfileForm'], 'photo'>;

/** The profile area's query options, the only place their keys are written. Its root, ['account', 'profile'],
 * also covers the header's query; the loaders are the profile services, so tests can pass fakes. */
export const profileQueries = {
  all: ['account', 'profile'] as const,
  own: (s: ProfileServices) => askQuery([...profileQueries.all, 'own'], () => s.loadProfile()),
  flags: (s: ProfileServices) => lastingQuery([...profileQueries.all, 'flags'], () => s.loadFlags()),
  activities: (s: ProfileServices, userId: number) =>
    askQuery([...profileQueries.all, 'activities', userId], () => s.loadActivities(userId)),
  services: (s: ProfileServices) => askQuery([...profileQueries.all, 'services'], () => s.loadServices()),
  applications: (s: ProfileServices, userId: number) =>
    askQuery([...profileQueries.all, 'applications', userId], () => s.loadApplications(userId)),
  levels: (s: ProfileServices) => askQuery([...profileQueries.all, 'levels'], () => s.loadLevels()),
};

/** The profile's gateway calls, reads and writes, behind the gateway's profile services. */
export const profileCalls = {
  loadProfile: () => unwrap(api.GET('/Account/Profile')).then((p) => p as UserProfile),
  loadFlags: () =>
    unwrap(
      api.GET('/BackEnd/GetGenderIdentityCatalog', { params: { query: { companyId: callerCompanyId() } } }),
    ).then((list) => list ?? []),
  // An invalid form names the field at fault (a rejected photo, say): saved throws with that message.
  saveProfile: (form: ProfileForm, photo: Blob | null) =>
    savedData<UserProfile>(
      api.POST('/Account/EditProfile', multipart({ ...form, ...(photo ? { photo } : {}) })),
    ),
  saveFlag: (genderIdentityId: number): Promise<void> =>
    unwrap(api.POST('/Account/UpdateColor', { body: { genderIdentityId } })).then(() => undefined),
  saveAdditionalEmail: (additionalEmail: string, currentPassword: string) =>
    savedMessage(api.POST('/Account/EditAdditionalEmail', { body: { additionalEmail, currentPassword } })),
  loadActivities: (id: number) =>
    unwrap(api.GET('/BackOffice/Attendee/GetUserActivity/{id}', { params: { path: { id } } })).then(
      (l) => l ?? [],
    ),
  loadServices: () => unwrap(api.GET('/BackEnd/GetMyDirectoryInfoList')).then((l) => l ?? []),
  loadApplications: (userId: number) =>
    unwrap(api.GET('/BackEnd/Postulant/GetByUserId', { params: { query: { userId } } })).then((l) => l ?? []),
  removeService: (id: number): Promise<void> =>
    unwrap(api.DELETE('/BackEnd/DeleteDirectoryInfo/{id}', { params: { path: { id } } })).then(
      () => undefined,
    ),
  loadLevels: () =>
    unwrap(api.GET('/backend/AcknowledgmentUserProfile')).then((mine) => mine?.standings ?? []),
  // "Mis datos" (docs/decisions/0307): the ZIP the gateway names, handed to the browser to save.
  downloadMyData: async () => {
    const { blob, name } = await fileOf(api.GET('/Account/MyData', { parseAs: 'blob' }), 'mis-datos.zip');
    saveFile(name, blob);
  },
  deleteMe: (body: { confirmation: string; currentPassword: string }) =>
    savedMessage(api.POST('/Account/DeleteMe', { body })),
};
