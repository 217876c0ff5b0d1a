import { assign, setup } from 'xstate';
import { appProvided } from './shared/app-provided';
import { machineTypes, type Signals } from './shared/machine-types';
import { failureMessage } from './shared/failure';
import type { MachineMeta } from './machine-meta';
import type { MachineSamples } from './samples';

export interface AccountErasureInput {
  /** The person erases their own account with a password (not one made with an external provider). */
  needsPassword: boolean;
}

export interface AccountErasurePayload {
  confirmation: string;
  currentPassword: string;
}

export interface AccountErasureContext extends AccountErasureInput {
  /** What the gateway said when it refused, shown in the dialog. */
  error: string | null;
}

export type AccountErasureEvent =
  { type: 'erasure.submit'; payload: AccountErasurePayload } | Signals<'erasure.open' | 'erasure.cancel'>;

/**
 * Erasing an account (issue 35, docs/decisions/0309): "Eliminar mi cuenta" on the profile, or HR's "Eliminar a
 * esta persona" for an ARCO request. A dialog says it cannot be undone and asks for the word ELIMINAR (and the
 * person's own password); the erasure takes effect at once and the person leaves the portal, or HR returns to
 * the list. A refusal (a wrong password, too many attempts) keeps the dialog open with its message.
 */
export const accountErasureMachine = setup({
  types: machineTypes<AccountErasureContext, AccountErasureEvent, AccountErasureInput>(),
  actors: {
    eraseAccount: appProvided<void, AccountErasurePayload>('eraseAccount'),
  },
  actions: {
    rememberError: assign({ error: failureMessage }),
    /** The person leaves the portal, or HR goes back to the list, with the gateway's confirmation. */
    leave: () => {},
  },
}).createMachine({
  id: 'accountErasure',
  context: ({ input }) => ({ ...input, error: null }),
  meta: {
    title: 'Eliminar una cuenta',
    area: 'Privacidad',
    description:
      'Desde «Eliminar mi cuenta» en el perfil, o desde «Eliminar a esta persona» en la consola de RH para ' +
      'atender una solicitud ARCO. Un diálogo advierte que no se puede deshacer y pide escribir ELIMINAR (y la ' +
      'contraseña actual cuando la persona elimina su propia cuenta). La eliminación es inmediata: la persona ' +
      'sale del portal, o RH vuelve a la lista. Si la pasarela la rechaza (contraseña incorrecta, demasiados ' +
      'intentos) el diálogo sigue abierto con el mensaje.',
    input: { needsPassword: true },
    samples: {
      'erasure.submit': [{ payload: { confirmation: 'ELIMINAR', currentPassword: 'Demo.2026!' } }],
      'xstate.error.actor.eraseAccount': [{ error: { message: 'El campo contraseña actual es incorrecta' } }],
    },
  } satisfies MachineMeta<AccountErasureInput, MachineSamples<AccountErasureEvent, 'eraseAccount'>>,
  initial: 'closed',
  states: {
    closed: {
      on: { 'erasure.open': { target: 'confirming', actions: assign({ error: null }) } },
    },
    confirming: {
      on: {
        'erasure.cancel': 'closed',
        'erasure.submit': { target: 'erasing', actions: assign({ error: null }) },
      },
    },
    erasing: {
      invoke: {
        id: 'eraseAccount',
        src: 'eraseAccount',
        input: ({ event }) => (event as Extract<AccountErasureEvent, { type: 'erasure.submit' }>).payload,
        onDone: { target: 'erased', actions: 'leave' },
        onError: { target: 'confirming', actions: 'rememberError' },
      },
    },
    erased: { type: 'final' },
  },
});
