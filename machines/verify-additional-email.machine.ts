import { setup } from 'xstate';
import { appProvided } from './shared/app-provided';
import type { MachineMeta } from './machine-meta';
import type { ErrorSamples } from './samples';
import {
  hasAccountLink,
  linkPayload,
  type AccountLink,
  type AccountLinkPayload,
} from './shared/account-link';

/** What the confirmation link carried; POST /Auth/VerifyAdditionalEmail takes the same two values. */
export type VerifyAdditionalEmailInput = AccountLink;

/** The page a new additional e-mail's link opens: only opening it makes the address count (decision 0213). */
export const verifyAdditionalEmailMachine = setup({
  types: {
    context: {} as VerifyAdditionalEmailInput,
    input: {} as VerifyAdditionalEmailInput,
  },
  actors: {
    confirmAdditionalEmail: appProvided<void, AccountLinkPayload>('confirmAdditionalEmail'),
  },
  guards: {
    hasLink: hasAccountLink,
  },
}).createMachine({
  id: 'verifyAdditionalEmail',
  context: ({ input }) => input,
  meta: {
    title: 'Confirmación del correo adicional',
    area: 'Sesión',
    description:
      'La página /verify-additional-email que abre el enlace enviado al nuevo correo adicional: con userId y ' +
      'code lo confirma y muestra «¡Correo adicional confirmado!»; desde entonces también ahí llegan los ' +
      'enlaces para restablecer la contraseña. Si falta un dato o la llamada falla muestra «No pudimos ' +
      'confirmar tu correo adicional».',
    // A link without userId or code depends on input alone: one input reaches every state but that branch.
    input: { userId: 7, code: 'abc' },
    samples: {
      'xstate.error.actor.confirmAdditionalEmail': [
        {
          error: {
            message: 'El enlace para confirmar tu correo adicional no es válido, ya fue utilizado o expiró.',
          },
        },
      ],
    },
  } satisfies MachineMeta<VerifyAdditionalEmailInput, ErrorSamples<'confirmAdditionalEmail'>>,
  initial: 'checkingLink',
  states: {
    checkingLink: {
      always: [{ guard: 'hasLink', target: 'confirming' }, { target: 'failed' }],
    },
    confirming: {
      invoke: {
        id: 'confirmAdditionalEmail',
        src: 'confirmAdditionalEmail',
        input: linkPayload,
        onDone: 'confirmed',
        onError: 'failed',
      },
    },
    confirmed: { type: 'final' },
    failed: { type: 'final' },
  },
});
