import { assign, setup } from 'xstate';
import { appProvided } from './shared/app-provided';
import { machineTypes } from './shared/machine-types';
import { messageOf } from './shared/failure';
import { hasRole, Roles } from '../domain/roles';
import { loginModalSamples } from './login-modal.samples';
import type { MachineMeta } from './machine-meta';
import {
  PROVIDER_NOT_READY,
  type LoginCredentials,
  type LoginModalContext,
  type LoginModalEvent,
  type LoginReply,
  type LoginResult,
  type RegisterPayload,
  type ResetLinkRequest,
} from './login-modal.types';

function isNotReady(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'reason' in error && error.reason === PROVIDER_NOT_READY
  );
}

const initialContext: LoginModalContext = { notice: null, email: '', reply: null, problem: '' };

export const loginModalMachine = setup({
  types: machineTypes<LoginModalContext, LoginModalEvent>(),
  actors: {
    signIn: appProvided<LoginReply, LoginCredentials>('signIn'),
    signInWithGoogle: appProvided<LoginReply>('signInWithGoogle'),
    signInWithApple: appProvided<LoginReply>('signInWithApple'),
    saveRegistration: appProvided<void, RegisterPayload>('saveRegistration'),
    sendResetLink: appProvided<void, ResetLinkRequest>('sendResetLink'),
  },
  guards: {
    isMembershipRequired: ({ context }) => context.reply?.responseCode === '11',
    isOperatorSignedIn: ({ context }) =>
      context.reply?.responseCode === '00' && hasRole(context.reply.data?.roleName, [Roles.operations]),
    isSignedIn: ({ context }) => context.reply?.responseCode === '00' && !!context.reply.data,
    isUnverified: ({ context }) => context.reply?.responseCode === '09',
    /** Right password, but the account or its company is deactivated: the gateway's message says which. */
    isAccessEnded: ({ context }) => context.reply?.responseCode === '12',
    isProviderNotReady: (_, { error }: { error: unknown }) => isNotReady(error),
  },
  actions: {
    storeSession: (_, _params: { result: LoginResult }) => {},
    openMembership: (_, _params: { result: LoginResult }) => {},
    openOperatorConsole: () => {},
    reloadPage: () => {},
    clearNotice: assign({ notice: null }),
    reset: assign(() => initialContext),
    noteFailure: assign((_, { error }: { error: unknown }) => ({
      notice: { kind: 'failure' as const, message: messageOf(error) },
    })),
  },
}).createMachine({
  id: 'loginModal',
  context: initialContext,
  meta: {
    title: 'Modal de ingreso',
    area: 'Sesión',
    description:
      'El modal de ingreso que abre «Ingresar» (spec 000 §2, §4, §8) con cuatro modos: ingreso (contraseña, ' +
      'Google, Apple; el código 00 guarda la sesión y recarga, Operaciones abre /operator, 11 abre /membership, ' +
      '09 y los demás fallos muestran los mensajes del spec), registro, recuperación de contraseña (se pide ' +
      'el enlace con solo el correo: la respuesta es la misma para cualquier dirección y el enlace llega ' +
      'al correo principal y al adicional confirmado) y el mensaje de resultado.',
    samples: loginModalSamples,
  } satisfies MachineMeta<undefined, typeof loginModalSamples>,
  initial: 'closed',
  states: {
    closed: {
      // Reopening starts afresh, without the last attempt's notice or answers.
      entry: 'reset',
      on: { 'modal.open': 'open' },
    },
    open: {
      initial: 'login',
      on: { 'modal.close': 'closed' },
      states: {
        login: {
          id: 'login',
          initial: 'form',
          states: {
            form: {
              on: {
                'login.submit': { target: 'signingIn', actions: 'clearNotice' },
                'login.google': { target: 'signingInWithGoogle', actions: 'clearNotice' },
                'login.apple': { target: 'signingInWithApple', actions: 'clearNotice' },
                'mode.register': { target: '#register', actions: 'clearNotice' },
                'mode.recover': { target: '#recover', actions: 'clearNotice' },
              },
            },
            signingIn: {
              invoke: {
                id: 'signIn',
                src: 'signIn',
                input: ({ event }) =>
                  event.type === 'login.submit' ? event.credentials : { username: '', password: '' },
                onDone: { target: 'deciding', actions: assign({ reply: ({ event }) => event.output }) },
                onError: {
                  target: 'form',
                  actions: { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            signingInWithGoogle: {
              invoke: {
                id: 'signInWithGoogle',
                src: 'signInWithGoogle',
                onDone: { target: 'deciding', actions: assign({ reply: ({ event }) => event.output }) },
                onError: [
                  {
                    guard: { type: 'isProviderNotReady', params: ({ event }) => ({ error: event.error }) },
                    target: 'form',
                    actions: assign({ notice: { kind: 'googleNotReady' } }),
                  },
                  { target: 'form', actions: assign({ notice: { kind: 'googleFailed' } }) },
                ],
              },
            },
            signingInWithApple: {
              invoke: {
                id: 'signInWithApple',
                src: 'signInWithApple',
                onDone: { target: 'deciding', actions: assign({ reply: ({ event }) => event.output }) },
                onError: { target: 'form', actions: assign({ notice: { kind: 'appleFailed' } }) },
              },
            },
            deciding: {
              always: [
                {
                  guard: 'isMembershipRequired',
                  target: '#loginModal.closed',
                  actions: {
                    type: 'openMembership',
                    params: ({ context }) => ({ result: context.reply?.data as LoginResult }),
                  },
                },
                {
                  guard: 'isOperatorSignedIn',
                  target: 'enteringPortal',
                  actions: [
                    {
                      type: 'storeSession',
                      params: ({ context }) => ({ result: context.reply?.data as LoginResult }),
                    },
                    'openOperatorConsole',
                  ],
                },
                {
                  guard: 'isSignedIn',
                  target: 'enteringPortal',
                  actions: [
                    {
                      type: 'storeSession',
                      params: ({ context }) => ({ result: context.reply?.data as LoginResult }),
                    },
                    'reloadPage',
                  ],
                },
                {
                  guard: 'isUnverified',
                  target: 'form',
                  actions: assign({ notice: { kind: 'unverified' }, reply: null }),
                },
                {
                  guard: 'isAccessEnded',
                  target: 'form',
                  actions: assign({
                    notice: ({ context }) => ({
                      kind: 'failure' as const,
                      message: context.reply?.responseMessage ?? '',
                    }),
                    reply: null,
                  }),
                },
                { target: 'form', actions: assign({ notice: { kind: 'invalidCredentials' }, reply: null }) },
              ],
            },
            // The page reloads (or opens the operator console); the modal shows progress until then.
            enteringPortal: {},
          },
        },
        register: {
          id: 'register',
          initial: 'form',
          states: {
            form: {
              on: {
                'register.submit': 'saving',
                'mode.login': '#login',
              },
            },
            saving: {
              invoke: {
                id: 'saveRegistration',
                src: 'saveRegistration',
                input: ({ event }) =>
                  (event as Extract<LoginModalEvent, { type: 'register.submit' }>).payload,
                onDone: '#message.registered',
                onError: {
                  target: '#message.registrationProblem',
                  actions: assign({ problem: ({ event }) => messageOf(event.error) }),
                },
              },
            },
          },
        },
        // One step: the reply is the same whoever the address belongs to, so nothing here may depend on it
        // (docs/decisions/0214-recovery-modal-in-one-step.md).
        recover: {
          id: 'recover',
          initial: 'email',
          states: {
            email: {
              on: {
                'recover.submit': {
                  target: 'sendingLink',
                  actions: ['clearNotice', assign({ email: ({ event }) => event.email })],
                },
                'mode.login': { target: '#login', actions: ['clearNotice', assign({ email: '' })] },
              },
            },
            sendingLink: {
              invoke: {
                id: 'sendResetLink',
                src: 'sendResetLink',
                input: ({ context }) => ({ email: context.email }),
                onDone: '#message.linkSent',
                onError: {
                  target: 'email',
                  actions: { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        message: {
          id: 'message',
          initial: 'registered',
          states: {
            registered: { on: { 'message.dismiss': '#login' } },
            registrationProblem: {
              on: { 'message.dismiss': { target: '#register', actions: assign({ problem: '' }) } },
            },
            linkSent: { on: { 'message.dismiss': { target: '#login', actions: assign({ email: '' }) } } },
          },
        },
      },
    },
  },
});
