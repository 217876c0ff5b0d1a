import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SessionProvider } from '@/shared/session';
import { OfflineCache } from '../offline/offline-cache';
import { useRouteTitle } from './route-handle';
import { usePageTracking } from './use-page-tracking';

/** Root of the route table: the session (which navigates) lives inside the router; sets the page title. */
export function RootLayout() {
  const title = useRouteTitle();
  usePageTracking();
  useEffect(() => {
    document.title = title ? `${title} | Muro Pride` : 'Muro Pride';
  }, [title]);
  return (
    <SessionProvider>
      <OfflineCache />
      <Outlet />
      <ScrollRestoration />
    </SessionProvider>
  );
}
