import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSession } from '@/shared/session';

// Offline before this device ever loaded it, the keeper is simply absent: nothing was kept to show anyway.
const OfflineKeeper = lazy(() => import('./offline-keeper').catch(() => ({ default: () => null })));

/**
 * A signed-in person's pages kept on the device, forgotten when they sign out
 * (docs/decisions/0301-offline-pages.md). Its code loads after the page, and only for someone signed in.
 */
export function OfflineCache() {
  const { userId } = useSession();
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (userId !== null) wasSignedIn.current = true;
    else if (wasSignedIn.current) {
      import('./keep-offline').then((module) => module.forgetOffline()).catch(() => undefined);
    }
  }, [userId]);
  return userId === null ? null : (
    <Suspense fallback={null}>
      <OfflineKeeper personId={userId} />
    </Suspense>
  );
}
