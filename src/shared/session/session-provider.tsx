import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { devInspector } from '@/shared/inspection/dev-inspector';
import { endSession as endServerSession, refreshTokens } from '@/api/client';
import { sessionSignals, type SessionSignals } from '@/api/session-signals';
import { sessionFromLogin } from '@domain/session';
import { readSession, SESSION_KEY } from '@/api/session-store';
import type { RefreshTokens } from '@/api/token-refresher';
import { SessionContext, type SessionApi } from './session-context';
import { provideSessionMachine } from './session.impl';

export interface SessionProviderProps {
  children: ReactNode;
  /** Replaces the router's navigation (tests, or an app that navigates differently). */
  navigate?: (to: string) => void;
  /** Replaces window.location.reload (tests). */
  reload?: () => void;
  /** Replaces the app client's refresh and 401 signals (tests). */
  refresh?: RefreshTokens;
  signals?: SessionSignals;
  /** Replaces the client's server logout (tests). */
  endSession?: (refreshToken: string) => void;
}

/** Runs the session statechart for the whole app; place it inside the router. */
export function SessionProvider({
  children,
  navigate,
  reload,
  refresh = refreshTokens,
  signals = sessionSignals,
  endSession = endServerSession,
}: SessionProviderProps) {
  const routerNavigate = useNavigate();
  // The actor is created once; refs let its actions use the latest callbacks.
  const effects = useRef({ navigate: navigate ?? routerNavigate, reload, refresh, endSession });
  useEffect(() => {
    effects.current = { navigate: navigate ?? routerNavigate, reload, refresh, endSession };
  });
  const [machine] = useState(() =>
    provideSessionMachine({
      refresh: (token) => effects.current.refresh(token),
      endSession: (refreshToken) => effects.current.endSession(refreshToken),
      navigate: (to) => effects.current.navigate(to),
      reload: () => (effects.current.reload ?? (() => window.location.reload()))(),
    }),
  );
  const actor = useActorRef(machine, { input: { session: readSession() }, inspect: devInspector });

  useEffect(
    () =>
      signals.subscribe((signal) =>
        actor.send({ type: signal === 'unauthorized' ? 'session.unauthorized' : 'session.expired' }),
      ),
    [actor, signals],
  );

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_KEY || event.key === null) {
        actor.send({ type: 'session.synced', session: readSession() });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [actor]);

  const signedIn = useSelector(actor, (snapshot) => snapshot.matches('signedIn'));
  const session = useSelector(actor, (snapshot) => snapshot.context.session);
  const value = useMemo<SessionApi>(
    () => ({
      signedIn,
      userId: session?.userId ?? null,
      roleName: session?.roleName ?? null,
      signIn: (loginResult) =>
        actor.send({ type: 'session.signedIn', session: sessionFromLogin(loginResult, Date.now()) }),
      logout: () => actor.send({ type: 'session.logout' }),
    }),
    [actor, signedIn, session],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
