import { fromPromise } from 'xstate';
import type { StoredSession } from '@domain/session';
import { sessionMachine } from '../../../machines/session.machine';
import type { RefreshOutcome } from '../../../machines/session.types';
import { clearSession, writeSession } from '@/api/session-store';

export interface SessionEffects {
  refresh: (staleToken: string) => Promise<StoredSession>;
  endSession: (refreshToken: string) => void;
  navigate: (to: string) => void;
  reload: () => void;
}

/** The session machine with its real side effects: browser storage, the client's refresh and
 * server logout, navigation, reload. */
export function provideSessionMachine(effects: SessionEffects) {
  return sessionMachine.provide({
    actors: {
      refreshSession: fromPromise<RefreshOutcome, StoredSession>(async ({ input }) => ({
        session: await effects.refresh(input.token),
        refreshedAt: Date.now(),
      })),
    },
    actions: {
      storeSession: (_, { session }) => writeSession(session),
      clearStoredSession: () => clearSession(),
      endServerSession: (_, { refreshToken }) => effects.endSession(refreshToken),
      navigate: (_, { to }) => effects.navigate(to),
      reloadPage: () => effects.reload(),
    },
  });
}
