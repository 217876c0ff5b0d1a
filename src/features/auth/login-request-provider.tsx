import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { LoginRequestContext, loadSessionMachine, type LoginRequest } from '@/shared/session';
import type { LoginDialogRequest } from './components/login-dialog';
import { LoginDialogPending } from './components/login-dialog-pending';

// The modal, its forms and its statechart stay out of the first page load (docs/decisions/0021-lazy-login-modal.md).
// The session machine comes with it: a sign-in stores the session and reloads the page in one step.
const LoginDialog = lazy(() =>
  Promise.all([import('./components/login-dialog'), loadSessionMachine()]).then(([dialog]) => dialog),
);

/** Holds the one sign-in dialog of the member site, opened by the header button or any visitor blocker. */
export function LoginRequestProvider({ children }: { children: ReactNode }) {
  // Preloading mounts the dialog closed, so its code is usually there by the click.
  const [wanted, setWanted] = useState(false);
  const [request, setRequest] = useState<LoginDialogRequest | null>(null);
  const value = useMemo<LoginRequest>(
    () => ({
      preload: () => setWanted(true),
      open: (mode) => {
        setWanted(true);
        setRequest({ mode });
      },
    }),
    [],
  );
  return (
    <LoginRequestContext.Provider value={value}>
      {children}
      {wanted ? (
        <Suspense fallback={request ? <LoginDialogPending /> : null}>
          <LoginDialog request={request} />
        </Suspense>
      ) : null}
    </LoginRequestContext.Provider>
  );
}
