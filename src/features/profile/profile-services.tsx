import { servicesContext } from '@/shared/services-context';
import {
  profileCalls,
  type CategoryStanding,
  type DirectoryService,
  type GenderIdentity,
  type Postulation,
  type ProfileForm,
  type UserActivity,
  type UserProfile,
} from './api';

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
  /** Saves "Mis datos", the ZIP of what the portal holds about the person (docs/decisions/0307). */
  downloadMyData(): Promise<void>;
  /** Erases the person's account at once (docs/decisions/0309); the gateway's confirmation. */
  deleteMe(payload: { confirmation: string; currentPassword: string }): Promise<string>;
  /** The "content step complete" flag of the onboarding (spec 000 §2), kept in the browser. */
  contentStep: { read(): boolean; mark(): void; clear(): void };
}

const CONTENT_STEP_KEY = 'muro-pride.profile.content-step-complete';

const gatewayServices: ProfileServices = {
  ...profileCalls,
  contentStep: {
    read: () => localStorage.getItem(CONTENT_STEP_KEY) === 'true',
    mark: () => localStorage.setItem(CONTENT_STEP_KEY, 'true'),
    clear: () => localStorage.removeItem(CONTENT_STEP_KEY),
  },
};

const context = servicesContext<ProfileServices>(gatewayServices);

/** Tests pass fakes here; the app uses the gateway without a provider. */
export const ProfileServicesProvider = context.Provider;
export const useProfileServices = context.useServices;
