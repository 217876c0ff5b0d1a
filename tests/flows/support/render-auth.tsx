import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AuthServicesProvider, LoginRequestProvider, type AuthServices } from '@/features/auth';
import { FlowFrame } from './flow-frame';
import { createGate } from './gate';

/** Fake auth services: every gateway call is a gate the test settles; page loads are recorded. */
export function fakeAuthServices() {
  const gates = {
    signIn: createGate<Parameters<AuthServices['signIn']>[0], Awaited<ReturnType<AuthServices['signIn']>>>(),
    signInWithGoogle: createGate<void, Awaited<ReturnType<AuthServices['signInWithGoogle']>>>(),
    signInWithApple: createGate<void, Awaited<ReturnType<AuthServices['signInWithApple']>>>(),
    register: createGate<Parameters<AuthServices['register']>[0], void>(),
    checkInvitation: createGate<string, string | null>(),
    sendResetLink: createGate<Parameters<AuthServices['sendResetLink']>[0], void>(),
    verifyAccount: createGate<Parameters<AuthServices['verifyAccount']>[0], void>(),
    verifyAdditionalEmail: createGate<Parameters<AuthServices['verifyAdditionalEmail']>[0], void>(),
    resetPassword: createGate<Parameters<AuthServices['resetPassword']>[0], void>(),
  };
  const services: AuthServices = {
    signIn: gates.signIn.call,
    signInWithGoogle: () => gates.signInWithGoogle.call(),
    signInWithApple: () => gates.signInWithApple.call(),
    register: gates.register.call,
    checkInvitation: gates.checkInvitation.call,
    sendResetLink: gates.sendResetLink.call,
    verifyAccount: gates.verifyAccount.call,
    verifyAdditionalEmail: gates.verifyAdditionalEmail.call,
    resetPassword: gates.resetPassword.call,
    loadCatalog: async () => [],
    prepareSocialSignIn: vi.fn(),
    reloadPage: vi.fn(),
    openPage: vi.fn(),
  };
  return { gates, services };
}

/** Prints where the router is, and the navigation state, so tests can see where the person was sent. */
export { routeShown } from './flow-frame';

export function renderWithAuth(
  ui: ReactNode,
  { route = '/home', services = fakeAuthServices().services } = {},
) {
  return render(
    <FlowFrame route={route} session>
      <AuthServicesProvider services={services}>
        <LoginRequestProvider>{ui}</LoginRequestProvider>
      </AuthServicesProvider>
    </FlowFrame>,
  );
}
