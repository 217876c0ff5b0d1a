import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { api } from '@/api/client';

/** Sends the pixel's page event on every route change (spec 000 §1); a failure never disturbs the person. */
export function usePageTracking(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    // Sent once the page is up, so it never adds to the task that mounts the page.
    const timer = setTimeout(() => {
      void api
        .POST('/backend/PixelTrack', { body: { type: 'PageView', url: pathname } })
        .catch(() => undefined);
    }, 0);
    return () => clearTimeout(timer);
  }, [pathname]);
}
