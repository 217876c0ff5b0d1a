import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { createSessionSignals } from '@/api/session-signals';
import { SessionProvider } from '@/shared/session';

/** Where the router is, and the navigation state, so tests can see where the person was sent. */
function RouteShown() {
  const location = useLocation();
  const state = location.state ? ` ${JSON.stringify(location.state)}` : '';
  return <output aria-label="ruta">{`${location.pathname}${state}`}</output>;
}

/** The address the rendered page is at (and its navigation state), as the frame shows it. */
export const routeShown = () => screen.getByRole('status', { name: 'ruta' });

/** The page under test at `pattern`; any other address the flow sends the person to shows nothing. */
export function PageAt({ pattern, page }: { pattern: string; page: ReactNode }) {
  return (
    <Routes>
      <Route path={pattern} element={page} />
      <Route path="*" element={null} />
    </Routes>
  );
}

/**
 * What a flow test renders a page in: Mantine, a query client that does not retry, a memory router at `route`,
 * the session's statechart (with a refresh that never settles) when `session` is set, the notifications when
 * `notifications` is, and the page's address for `routeShown`.
 */
export function FlowFrame({
  route,
  session = false,
  notifications = false,
  children,
}: {
  route: string;
  session?: boolean;
  notifications?: boolean;
  children: ReactNode;
}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = (
    <>
      {children}
      <RouteShown />
    </>
  );
  return (
    <MantineProvider env="test">
      {notifications && <Notifications />}
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          {session ? (
            <SessionProvider
              refresh={() => new Promise(() => {})}
              signals={createSessionSignals()}
              reload={vi.fn()}
            >
              {page}
            </SessionProvider>
          ) : (
            page
          )}
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}
