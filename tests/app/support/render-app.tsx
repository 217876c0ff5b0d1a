import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { sessionFromLogin } from '@domain/session';
import { writeSession } from '@/api/session-store';
import { routerOptions, routes } from '@/app/routes';
import { buildTheme } from '@/app/theme/build-theme';
import { onCall, ok, profile } from './fake-api';

// jsdom has no scrolling; the router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};

/** Renders the real route table at `path`, with the app's providers (Mantine in test mode). */
export function renderApp(path: string) {
  // Mantine keeps notifications in a module-wide store: start each render without earlier ones.
  notifications.clean();
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    ...routerOptions,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test" theme={buildTheme()}>
        <Notifications />
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}

/** A stored session for user 7 whose profile (GET /BackEnd/Profile) has the given role. */
export function signInAs(roleName: string): void {
  writeSession(
    sessionFromLogin(
      { token: 'access-1', refreshToken: 'refresh-1', expiresIn: 60, userId: 7, roleName },
      Date.now(),
    ),
  );
  onCall('GET', '/BackEnd/Profile', () => ok(profile(roleName)));
}
