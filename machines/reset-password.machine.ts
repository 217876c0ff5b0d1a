import { assign, setup } from 'xstate';
import { appProvided } from './shared/app-provided';
import { machineTypes } from './shared/machine-types';
import type { components } from '../openapi/generated/schema';
import type { MachineMeta } from './machine-meta';
import type { MachineSamples } from './samples';

export type ResetPasswordPayload = components['schemas']['ResetPasswordPayload'];

export interface ResetPasswordInput {
  email: string | null;
  code: string | null;
}

export interface ResetPasswordContext extends ResetPasswordInput {
  /** Set from the start when the link lacks its e-mail or code: nothing can be saved with it. */
  linkIncomplete: boolean;
}

export type ResetPasswordEvent =
  | { type: 'reset.submit'; password: string; confirmPassword: string }
  | { type: 'reset.cancel' }
  | { type: 'result.dismiss' };

export const resetPasswordMachine = setup({
  types: machineTypes<ResetPasswordContext, ResetPasswordEvent, ResetPasswordInput>(),
  actors: {
    savePassword: appProvided<void, ResetPasswordPayload>('savePassword'),
  },
  guards: {
    hasLink: ({ context }) => !!context.email && !!context.code,
  },
  actions: {
    openHome: () => {},
    openRoot: () => {},
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({ ...input, linkIncomplete: !input.email || !input.code }),
  meta: {
    title: 'Restablecer contraseña',
    area: 'Sesión',
    description:
      'La página /reset-password: guarda una contraseña nueva con su confirmación, con el correo y el código del ' +
      'enlace (si falta alguno lo dice desde el principio y no guarda); si sale bien lleva a «/», si falla vuelve al ' +
      'formulario; «Cancelar» lleva a /home.',
    // An incomplete link depends on input alone: one input reaches every state but not that branch.
    input: { email: 'ana@ejemplo.mx', code: 'abc' },
    samples: {
      'reset.submit': [{ password: 'Nueva#2025', confirmPassword: 'Nueva#2025' }],
      'xstate.error.actor.savePassword': [{ error: { message: 'El código para reestablecer ya venció' } }],
    },
  } satisfies MachineMeta<ResetPasswordInput, MachineSamples<ResetPasswordEvent, 'savePassword'>>,
  initial: 'form',
  states: {
    form: {
      on: {
        'reset.submit': [
          { guard: 'hasLink', target: 'saving', actions: assign({ linkIncomplete: false }) },
          { actions: assign({ linkIncomplete: true }) },
        ],
        'reset.cancel': { actions: 'openHome' },
      },
    },
    saving: {
      invoke: {
        id: 'savePassword',
        src: 'savePassword',
        input: ({ context, event }) => {
          const { password, confirmPassword } = event as Extract<
            ResetPasswordEvent,
            { type: 'reset.submit' }
          >;
          return {
            Email: context.email ?? '',
            Code: context.code ?? '',
            password,
            ConfirmPassword: confirmPassword,
          };
        },
        onDone: 'changed',
        onError: 'notChanged',
      },
    },
    changed: { on: { 'result.dismiss': { actions: 'openRoot' } } },
    notChanged: { on: { 'result.dismiss': 'form' } },
  },
});
