import type { DoneSamples, ErrorSamples, EventSamples } from './samples';
import type { StoredSession } from '../domain/session';
import type { RefreshOutcome, SessionEvent } from './session.types';

// Fixed instants, so the generated listings never change: the tokens expire at noon on 1 January 2030.
const expireAt = Date.UTC(2030, 0, 1, 12, 0);
const twoMinutes = 2 * 60 * 1000;
// Before and after that expiry: a refresh at the epoch keeps the page, one in 2100 reloads it.
const beforeExpiry = 0;
const afterExpiry = Date.UTC(2100, 0, 1);

const anaSession: StoredSession = {
  token: 'eyJhbGciOiJIUzI1NiJ9.ana-acceso.firma',
  refreshToken: 'ana-renovacion-1',
  expireAt,
  refreshAt: expireAt - twoMinutes,
  userId: 7,
  roleName: 'Usuario',
};

const renewed = (refreshedAt: number): RefreshOutcome => ({
  session: {
    ...anaSession,
    token: 'eyJhbGciOiJIUzI1NiJ9.ana-acceso-renovado.firma',
    refreshToken: 'ana-renovacion-2',
  },
  refreshedAt,
});

/** Example data for the statechart studio and the QA path tool (docs/statechart-studio.md). */
export const sessionSamples: EventSamples<SessionEvent> &
  DoneSamples<{ refreshSession: RefreshOutcome }> &
  ErrorSamples<'refreshSession'> = {
  'session.signedIn': [{ session: anaSession }],
  // Another tab signed in as someone else, or signed out.
  'session.synced': [
    {
      session: {
        ...anaSession,
        token: 'eyJhbGciOiJIUzI1NiJ9.luis-acceso.firma',
        refreshToken: 'luis-renovacion-1',
        userId: 12,
        roleName: 'Recursos Humanos',
      },
    },
    { session: null },
  ],
  'xstate.done.actor.refreshSession': [{ output: renewed(beforeExpiry) }, { output: renewed(afterExpiry) }],
  'xstate.error.actor.refreshSession': [
    { error: { message: 'El servicio no se encuentra disponible temporalmente' } },
    // The device is offline: the renewal never reached the gateway.
    { error: { responseCode: 'NETWORK', message: 'El servicio no se encuentra disponible temporalmente' } },
  ],
};
