import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { Notifications } from '@mantine/notifications';
import { ProfileServicesProvider, type ProfileServices } from '@/features/profile/profile-services';
import { SessionContext, type SessionApi } from '@/shared/session/session-context';
import type { GenderIdentity, UserProfile } from '@/features/profile/api';
import { createGate } from '../../flows/support/gate';

const flags: GenderIdentity[] = [
  { genderIdentityId: 1, genderName: 'Orgullo', identityFlagName: '/files/flags/rainbow.svg' },
  { genderIdentityId: 2, genderName: 'Lésbica', identityFlagName: '/files/flags/lesbian.svg' },
];

export const member: UserProfile = {
  userId: 1003,
  companyId: 871,
  firstName: 'Mariana',
  lastName: 'López Hernández',
  middleName: null,
  email: 'miembro@demo.muropride.mx',
  roleName: 'Usuario',
  aspNetRoleName: 'Usuario',
  reward: 1250,
  pronoun: 'Ella',
  nickname: 'Mari',
  genderIdentityId: 2,
  genderName: 'Lésbica',
  genderIdentityFlag: '/files/flags/lesbian.svg',
  urlProfileImage: '/files/profile/mariana-lopez.svg',
  birthday: '1994-05-17',
  seniority: '2021-06-28',
  loginProvider: 1,
  additionalEmail: null,
};

/** Fake profile services: saves are gates the test settles; lists answer at once; the browser flag is a field. */
export function fakeProfileServices(overrides: Partial<ProfileServices> = {}) {
  const gates = {
    saveProfile: createGate<
      { form: Parameters<ProfileServices['saveProfile']>[0]; photo: Blob | null },
      UserProfile
    >(),
    saveFlag: createGate<number, void>(),
    deleteMe: createGate<Parameters<ProfileServices['deleteMe']>[0], string>(),
  };
  const storage = { contentStepComplete: false };
  const services: ProfileServices = {
    loadProfile: async () => member,
    loadFlags: async () => flags,
    saveProfile: (form, photo) => gates.saveProfile.call({ form, photo }),
    saveFlag: (id) => gates.saveFlag.call(id),
    saveAdditionalEmail: vi.fn(async () => 'Te enviamos un enlace a tu nuevo correo adicional.'),
    loadActivities: async () => [],
    loadServices: async () => [],
    loadApplications: async () => [],
    removeService: vi.fn(async () => undefined),
    downloadMyData: vi.fn(async () => undefined),
    deleteMe: (payload) => gates.deleteMe.call(payload),
    loadLevels: async () => [
      {
        acknowledgmentTypeId: 1,
        title: 'Trabajo en equipo',
        count: 6,
        level: {
          companyAcknowledgmentLadderId: 2,
          description: 'Plata',
          noAcknowledgment: 5,
          urlLogo: '/files/levels/plata.svg',
        },
      },
      { acknowledgmentTypeId: 2, title: 'Innovación', count: 1, level: null },
    ],
    contentStep: {
      read: () => storage.contentStepComplete,
      mark: () => void (storage.contentStepComplete = true),
      clear: () => void (storage.contentStepComplete = false),
    },
    ...overrides,
  };
  return { gates, services, storage };
}

/** A signed-in member's session whose logout the test can watch. */
export const memberSession = (): SessionApi => ({
  signedIn: true,
  userId: member.userId,
  roleName: member.roleName,
  signIn: vi.fn(),
  logout: vi.fn(),
});

export function renderWithProfile(ui: ReactNode, services: ProfileServices, session = memberSession()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <SessionContext.Provider value={session}>
            <ProfileServicesProvider services={services}>{ui}</ProfileServicesProvider>
          </SessionContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
