import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { LoginRequestContext } from '@/shared/session';
import { SessionContext, type SessionApi } from '@/shared/session/session-context';

/**
 * Renders a member page part with a signed-in session (or a visitor's, with `userId: null`); `loginRequest` is
 * the header's sign-in dialog that the visitor blocker opens.
 */
export function renderAsMember(
  ui: ReactNode,
  {
    userId = 7,
    roleName = 'Usuario',
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    route = '/',
  }: { userId?: number | null; roleName?: string; queryClient?: QueryClient; route?: string } = {},
) {
  const session: SessionApi = {
    signedIn: userId !== null,
    userId,
    roleName: userId === null ? null : roleName,
    signIn: vi.fn(),
    logout: vi.fn(),
  };
  const loginRequest = { open: vi.fn(), preload: vi.fn() };
  const view = render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <SessionContext.Provider value={session}>
            <LoginRequestContext.Provider value={loginRequest}>{ui}</LoginRequestContext.Provider>
          </SessionContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, loginRequest };
}
