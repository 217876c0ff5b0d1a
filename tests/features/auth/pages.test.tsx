import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionFromLogin } from '@domain/session';
import { readSession, writeSession } from '@/api/session-store';
import LogoutPage from '@/features/auth/logout.page';
import { requestGoogleCredential } from '@/features/auth/social/google-sign-in';
import { PROVIDER_NOT_READY } from '../../../machines/login-modal.types';
import { renderWithAuth, routeShown } from '../../flows/support/render-auth';

describe('logout page', () => {
  it('clears the stored session and goes to /home', async () => {
    writeSession(
      sessionFromLogin(
        { token: 't', refreshToken: 'r', expiresIn: 60, userId: 7, roleName: 'Usuario' },
        Date.now(),
      ),
    );
    renderWithAuth(<LogoutPage />, { route: '/logout' });
    await waitFor(() => expect(routeShown()).toHaveTextContent('/home'));
    expect(readSession()).toBeNull();
  });
});

describe('Google sign-in without its script', () => {
  it('reports "not ready" instead of breaking', async () => {
    await expect(requestGoogleCredential('client-id', 'nonce')).rejects.toMatchObject({
      reason: PROVIDER_NOT_READY,
    });
    expect(
      document.head.querySelector('script[src="https://accounts.google.com/gsi/client"]'),
    ).not.toBeNull();
  });
});
