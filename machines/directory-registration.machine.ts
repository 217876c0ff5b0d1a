import { assign, setup } from 'xstate';
import { appProvided } from './shared/app-provided';
import { failureMessage } from './shared/failure';
import { verifyOutcome } from '../domain/directory';
import { directoryRegistrationSamples } from './directory-registration.samples';
import type {
  AdditionalValues,
  CardInput,
  DirectoryRegistrationContext,
  DirectoryRegistrationEvent,
  DirectoryRegistrationInput,
  PersonalValues,
  SaveEntryInput,
  VerifyReply,
} from './directory-registration.types';
import type { MachineMeta } from './machine-meta';

const entryInput = (context: DirectoryRegistrationContext): SaveEntryInput => ({
  directoryInfoId: context.directoryInfoId,
  directoryTypeId: context.directoryTypeId,
  draft: { personal: context.personal as PersonalValues, additional: context.additional as AdditionalValues },
});

/** The card failure messages of spec 001 §8, named by the app (they are Spanish texts of the area). */
export const cardFailure = { refused: 'refused', saveFailed: 'saveFailed' } as const;

export const directoryRegistrationMachine = setup({
  types: {
    context: {} as DirectoryRegistrationContext,
    events: {} as DirectoryRegistrationEvent,
    input: {} as DirectoryRegistrationInput,
    tags: 'saving',
  },
  actors: {
    saveEntry: appProvided<number, SaveEntryInput>('saveEntry'),
    saveCardEntry: appProvided<number, SaveEntryInput>('saveCardEntry'),
    tokenizeCard: appProvided<null, CardInput>('tokenizeCard'),
    verifyCard: appProvided<VerifyReply, { directoryInfoId: number }>('verifyCard'),
  },
  guards: {
    isEditing: ({ context }) => context.directoryInfoId !== null,
    needsCardStep: ({ context }) => context.monthlyPrice > 0 && !context.freePosting,
    isRedirect: ({ event }) =>
      verifyOutcome((event as unknown as { output: VerifyReply }).output.responseCode) === 'redirect',
    isVerified: ({ event }) =>
      verifyOutcome((event as unknown as { output: VerifyReply }).output.responseCode) === 'success',
  },
  actions: {
    keepAdditional: assign(({ event }) =>
      event.type === 'additional.submit' ? { additional: event.values, error: null } : {},
    ),
    keepCard: assign(({ event }) => (event.type === 'card.submit' ? { card: event.card, error: null } : {})),
    /** Opens the provider's challenge page; provided by the app. */
    goToChallenge: (_, _params: { url: string }) => {},
  },
}).createMachine({
  id: 'directoryRegistration',
  context: ({ input }) => ({
    ...input,
    directoryTypeId: null,
    personal: null,
    additional: null,
    card: null,
    error: null,
    cardVerified: false,
  }),
  meta: {
    title: 'Registro de servicios',
    area: 'Economía Incluyente',
    description:
      'El registro de un servicio en Economía Incluyente (spec 001 §2, §4, §5, §8): primero se elige un paquete ' +
      '(al editar se omite); paso 1 información personal y profesional; paso 2 información adicional y redes ' +
      'sociales, donde se guarda el registro si no hay pago; paso 3 datos de la tarjeta, solo si el paquete es de ' +
      'pago y la publicación gratuita está apagada: guarda el registro, tokeniza la tarjeta y la verifica (7 lleva ' +
      'al reto del proveedor, 2 u 8 es éxito, otro código muestra «No pudimos registrar la tarjeta: datos ' +
      'incorrectos o saldo insuficiente»); paso 4 fin con enlaces a /directory y /profile.',
    input: { directoryInfoId: null, monthlyPrice: 0, freePosting: false },
    samples: directoryRegistrationSamples,
  } satisfies MachineMeta<DirectoryRegistrationInput, typeof directoryRegistrationSamples>,
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isEditing', target: 'personal' }, { target: 'choosingPackage' }],
    },
    choosingPackage: {
      on: {
        'package.choose': {
          target: 'personal',
          actions: assign({
            directoryTypeId: ({ event }) => event.directoryTypeId,
            monthlyPrice: ({ event }) => event.monthlyPrice,
          }),
        },
      },
    },
    personal: {
      on: {
        'personal.next': { target: 'additional', actions: assign({ personal: ({ event }) => event.values }) },
        'wizard.back': {
          guard: ({ context }) => context.directoryInfoId === null,
          target: 'choosingPackage',
        },
      },
    },
    additional: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'additional.submit': [
              { guard: 'needsCardStep', target: '#directoryRegistration.card', actions: 'keepAdditional' },
              { target: 'saving', actions: 'keepAdditional' },
            ],
            'wizard.back': { target: '#directoryRegistration.personal', actions: assign({ error: null }) },
          },
        },
        saving: {
          tags: ['saving'],
          invoke: {
            id: 'saveEntry',
            src: 'saveEntry',
            input: ({ context }) => entryInput(context),
            onDone: {
              target: '#directoryRegistration.finished',
              actions: assign({ directoryInfoId: ({ event }) => event.output, error: null }),
            },
            onError: { target: 'editing', actions: assign({ error: failureMessage }) },
          },
        },
      },
    },
    card: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'card.submit': { target: 'saving', actions: 'keepCard' },
            'wizard.back': { target: '#directoryRegistration.additional', actions: assign({ error: null }) },
          },
        },
        saving: {
          tags: ['saving'],
          invoke: {
            id: 'saveCardEntry',
            src: 'saveCardEntry',
            input: ({ context }) => entryInput(context),
            onDone: {
              target: 'tokenizing',
              actions: assign({ directoryInfoId: ({ event }) => event.output }),
            },
            onError: { target: 'editing', actions: assign({ error: failureMessage }) },
          },
        },
        tokenizing: {
          tags: ['saving'],
          invoke: {
            id: 'tokenizeCard',
            src: 'tokenizeCard',
            input: ({ context }) => ({ directoryInfoId: context.directoryInfoId ?? 0 }),
            onDone: 'verifying',
            onError: { target: 'editing', actions: assign({ error: cardFailure.saveFailed }) },
          },
        },
        verifying: {
          tags: ['saving'],
          invoke: {
            id: 'verifyCard',
            src: 'verifyCard',
            input: ({ context }) => ({ directoryInfoId: context.directoryInfoId ?? 0 }),
            onDone: [
              {
                guard: 'isRedirect',
                target: '#directoryRegistration.redirecting',
                actions: {
                  type: 'goToChallenge',
                  params: ({ event }) => ({ url: event.output.urlRedirect ?? '' }),
                },
              },
              {
                guard: 'isVerified',
                target: '#directoryRegistration.finished',
                actions: assign({ cardVerified: true, error: null }),
              },
              { target: 'editing', actions: assign({ error: cardFailure.refused }) },
            ],
            onError: { target: 'editing', actions: assign({ error: cardFailure.refused }) },
          },
        },
      },
    },
    redirecting: { type: 'final' },
    finished: { type: 'final' },
  },
});
