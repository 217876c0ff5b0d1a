import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '@/features/profile/api';
import { profileMessages as m } from '@/features/profile/messages';
import ProfilePage from '@/features/profile/profile.page';
import { SessionContext, type SessionApi } from '@/shared/session/session-context';
import { fakeProfileServices, member, renderWithProfile } from './fake-profile-services';

const session: SessionApi = {
  signedIn: true,
  userId: member.userId,
  roleName: 'Usuario',
  signIn: vi.fn(),
  logout: vi.fn(),
};

describe("the profile's 'Completa tu perfil' banner", () => {
  it('goes as soon as the wizard saves the last thing missing, before the wizard is left', async () => {
    let stored: UserProfile = {
      ...member,
      genderIdentityId: null,
      genderName: null,
      genderIdentityFlag: null,
    };
    const { gates, services } = fakeProfileServices({ loadProfile: async () => stored });
    renderWithProfile(
      <SessionContext.Provider value={session}>
        <ProfilePage />
      </SessionContext.Provider>,
      services,
    );
    expect(await screen.findByText(m.banner.title)).toBeVisible();
    await userEvent.click(await screen.findByRole('radio', { name: 'Orgullo' }));
    await userEvent.click(screen.getByRole('button', { name: m.wizard.save }));
    stored = {
      ...member,
      genderIdentityId: 1,
      genderName: 'Orgullo',
      genderIdentityFlag: '/files/flags/rainbow.svg',
    };
    await gates.saveFlag.resolve(undefined);
    await waitFor(() => expect(screen.queryByText(m.banner.title)).toBeNull());
  });
});
