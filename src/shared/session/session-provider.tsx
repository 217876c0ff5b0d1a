import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import { endSession as endServerSession, refreshTokens } from '@/api/client';
import { sessionSignals, type SessionSignal, type SessionSignals } from '@/api/session-signals';
import { sessionFromLogin } from '@domain/session';
import { readSession, SESSION_KEY } from '@/api/session-store';
import type { RefreshTokens } from '@/api/token-refresher';
import type { SessionEvent } from '../../../machines/session.types';
import { loadedSessionMachine, loadSessionMachine, onSessionMachineLoaded } from './load-session-machine';
import { SessionContext, type SessionApi } from './session-context';
import type { SessionEffects } from './session.impl';
import type { MachineSession } from './session-machine-host';

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

const noMachine = () => null;

const eventOfSignal: Record<SessionSignal, SessionEvent> = {
  unauthorized: { type: 'session.unauthorized' },
  expired: { type: 'session.expired' },
  membershipNeeded: { type: 'session.membershipNeeded' },
};

/** Loads the machine; events keep waiting when its download fails, and the next one tries again. */
function startMachine() {
  loadSessionMachine().catch(() => {});
}

/**
 * Runs the session statechart for the whole app; place it inside the router. Until the machine's code has
 * loaded, the stored session answers (as the machine's first state would) and events wait for the machine.
 */
export function SessionProvider({
  children,
  navigate,
  reload = () => window.location.reload(),
  refresh = refreshTokens,
  signals = sessionSignals,
  endSession = endServerSession,
}: SessionProviderProps) {
  const routerNavigate = useNavigate();
  const effects = useRef<SessionEffects>({
    navigate: navigate ?? routerNavigate,
    reload,
    refresh,
    endSession,
  });
  useEffect(() => {
    effects.current = { navigate: navigate ?? routerNavigate, reload, refresh, endSession };
  });
  const [stored] = useState(readSession);
  // A prerendered page has no machine yet: hydration starts from none, as the server did.
  const host = useSyncExternalStore(onSessionMachineLoaded, loadedSessionMachine, noMachine);
  const [machine, setMachine] = useState<MachineSession | null>(null);
  const running = useRef<MachineSession | null>(null);
  const waiting = useRef<SessionEvent[]>([]);

  const send = useCallback((event: SessionEvent) => {
    if (running.current) {
      running.current.send(event);
      return;
    }
    waiting.current.push(event);
    startMachine();
  }, []);
  const onChange = useCallback((next: MachineSession | null) => {
    running.current = next;
    setMachine(next);
    if (!next) return;
    const queued = waiting.current;
    waiting.current = [];
    queued.forEach((event) => next.send(event));
  }, []);

  useEffect(() => {
    if (stored !== null || import.meta.env.DEV) startMachine();
  }, [stored]);

  useEffect(() => signals.subscribe((signal) => send(eventOfSignal[signal])), [send, signals]);

  useEffect(() => {
    // Only a running machine can be waiting for the connection; a visitor's page never loads it for this.
    const onOnline = () => running.current?.send({ type: 'session.online' });
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_KEY || event.key === null) {
        send({ type: 'session.synced', session: readSession() });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [send]);

  const signedIn = machine ? machine.signedIn : stored !== null;
  const session = machine ? machine.session : stored;
  const value = useMemo<SessionApi>(
    () => ({
      signedIn,
      userId: session?.userId ?? null,
      roleName: session?.roleName ?? null,
      signIn: (loginResult) =>
        send({ type: 'session.signedIn', session: sessionFromLogin(loginResult, Date.now()) }),
      logout: () => send({ type: 'session.logout' }),
    }),
    [send, signedIn, session],
  );

  return (
    <SessionContext.Provider value={value}>
      {children}
      {host ? <host.SessionMachineHost effects={effects} onChange={onChange} /> : null}
    </SessionContext.Provider>
  );
}
