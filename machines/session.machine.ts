import { assign, setup } from 'xstate';
import { appProvided } from './shared/app-provided';
import { machineTypes } from './shared/machine-types';
import { isConnectionLost, type StoredSession } from '../domain/session';
import type { MachineMeta } from './machine-meta';
import { sessionSamples } from './session.samples';
import type { RefreshOutcome, SessionContext, SessionEvent } from './session.types';

const HOME_PATH = '/home';
const MEMBERSHIP_PATH = '/membership';

export const sessionMachine = setup({
  types: machineTypes<SessionContext, SessionEvent, { session: StoredSession | null }>(),
  actors: {
    refreshSession: appProvided<RefreshOutcome, StoredSession>('refreshSession'),
  },
  guards: {
    hasSession: ({ context }) => context.session !== null,
    hasSyncedSession: ({ event }) => event.type === 'session.synced' && event.session !== null,
    isConnectionLost: ({ event }) => 'error' in event && isConnectionLost(event.error),
    // Checked against the session being replaced: a token that expired while the page slept needs a reload.
    isPastExpiry: ({ context }, { refreshedAt }: { refreshedAt: number }) =>
      context.session !== null && refreshedAt >= context.session.expireAt,
  },
  actions: {
    storeSession: (_, _params: { session: StoredSession }) => {},
    clearStoredSession: () => {},
    /** Tells the gateway the sign-in is over (its refresh-token family and access tokens stop working). */
    endServerSession: (_, _params: { refreshToken: string }) => {},
    navigate: (_, _params: { to: string }) => {},
    reloadPage: () => {},
    forgetSession: assign({ session: null }),
  },
  delays: {
    refreshDue: ({ context }) => Math.max(0, (context.session?.refreshAt ?? 0) - Date.now()),
    /** Offline, a renewal is tried again this often, besides as soon as the browser says it is online. */
    retryRefresh: 60_000,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ session: input.session }),
  meta: {
    title: 'Sesión',
    area: 'Sesión',
    description:
      'Mantiene la sesión iniciada (spec 000 §4). Al iniciar sesión guarda los tokens; el token de acceso se ' +
      'renueva cuando el reloj pasa refreshAt (2 minutos antes de vencer, el retraso refreshDue) o cuando el ' +
      'gateway responde 401; si la renovación ocurre después de expireAt, la página se recarga. Sin conexión, la ' +
      'sesión sigue y la renovación se intenta otra vez al volver la conexión o cada minuto (retryRefresh). Una ' +
      'renovación rechazada, un 401 sin tokens, cerrar sesión o cerrar sesión en otra pestaña borra la sesión y ' +
      'lleva a /home; los tokens nuevos de otra pestaña se adoptan.',
    input: { session: null },
    samples: sessionSamples,
  } satisfies MachineMeta<{ session: StoredSession | null }, typeof sessionSamples>,
  initial: 'resolving',
  states: {
    resolving: {
      always: [{ guard: 'hasSession', target: 'signedIn' }, { target: 'anonymous' }],
    },
    anonymous: {
      on: {
        'session.signedIn': {
          target: 'signedIn',
          actions: [
            assign({ session: ({ event }) => event.session }),
            { type: 'storeSession', params: ({ event }) => ({ session: event.session }) },
          ],
        },
        'session.synced': {
          guard: 'hasSyncedSession',
          target: 'signedIn',
          actions: assign({ session: ({ event }) => event.session }),
        },
        // Missing tokens: a protected call was refused to an anonymous visitor.
        'session.unauthorized': { actions: { type: 'navigate', params: { to: HOME_PATH } } },
      },
    },
    signedIn: {
      initial: 'active',
      on: {
        'session.signedIn': {
          target: '.active',
          reenter: true,
          actions: [
            assign({ session: ({ event }) => event.session }),
            { type: 'storeSession', params: ({ event }) => ({ session: event.session }) },
          ],
        },
        'session.logout': {
          target: 'anonymous',
          actions: [
            {
              type: 'endServerSession',
              params: ({ context }) => ({ refreshToken: context.session?.refreshToken ?? '' }),
            },
            'clearStoredSession',
            'forgetSession',
            { type: 'navigate', params: { to: HOME_PATH } },
          ],
        },
        'session.expired': {
          target: 'anonymous',
          actions: ['forgetSession', { type: 'navigate', params: { to: HOME_PATH } }],
        },
        // The sign-in stays: paying the membership is what it may still do.
        'session.membershipNeeded': { actions: { type: 'navigate', params: { to: MEMBERSHIP_PATH } } },
        'session.synced': [
          {
            guard: 'hasSyncedSession',
            target: '.active',
            reenter: true,
            actions: assign({ session: ({ event }) => event.session }),
          },
          {
            target: 'anonymous',
            actions: ['forgetSession', { type: 'navigate', params: { to: HOME_PATH } }],
          },
        ],
      },
      states: {
        active: {
          after: { refreshDue: 'refreshing' },
          on: { 'session.unauthorized': 'refreshing' },
        },
        refreshing: {
          invoke: {
            id: 'refreshSession',
            src: 'refreshSession',
            input: ({ context }) => context.session as StoredSession,
            onDone: [
              {
                guard: { type: 'isPastExpiry', params: ({ event }) => event.output },
                target: 'active',
                actions: [assign({ session: ({ event }) => event.output.session }), 'reloadPage'],
              },
              { target: 'active', actions: assign({ session: ({ event }) => event.output.session }) },
            ],
            onError: [
              // Offline the sign-in stays (with the pages kept on the device, decision 0301).
              { guard: 'isConnectionLost', target: 'waitingForConnection' },
              {
                target: '#session.anonymous',
                actions: [
                  'clearStoredSession',
                  'forgetSession',
                  { type: 'navigate', params: { to: HOME_PATH } },
                ],
              },
            ],
          },
        },
        waitingForConnection: {
          after: { retryRefresh: 'refreshing' },
          on: { 'session.online': 'refreshing', 'session.unauthorized': 'refreshing' },
        },
      },
    },
  },
});
