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

/** What the verification link carried. */
export type VerifyAccountInput = AccountLink;

export const verifyAccountMachine = setup({
  types: {
    context: {} as VerifyAccountInput,
    input: {} as VerifyAccountInput,
  },
  actors: {
    saveVerification: appProvided<void, AccountLinkPayload>('saveVerification'),
  },
  guards: {
    hasLink: hasAccountLink,
  },
}).createMachine({
  id: 'verifyAccount',
  context: ({ input }) => input,
  meta: {
    title: 'Verificación de cuenta',
    area: 'Sesión',
    description:
      'La página /verify-account: con userId y code del enlace verifica la cuenta y muestra ' +
      '«¡Verificación exitosa!»; si falta un dato o la llamada falla muestra «¡Error al verificar cuenta!».',
    // A link without userId or code depends on input alone: one input reaches every state but that branch.
    input: { userId: 7, code: 'abc' },
    samples: {
      'xstate.error.actor.saveVerification': [
        { error: { message: 'El código de verificación no es válido' } },
      ],
    },
  } satisfies MachineMeta<VerifyAccountInput, ErrorSamples<'saveVerification'>>,
  initial: 'checkingLink',
  states: {
    checkingLink: {
      always: [{ guard: 'hasLink', target: 'verifying' }, { target: 'failed' }],
    },
    verifying: {
      invoke: {
        id: 'saveVerification',
        src: 'saveVerification',
        input: linkPayload,
        onDone: 'verified',
        onError: 'failed',
      },
    },
    verified: { type: 'final' },
    failed: { type: 'final' },
  },
});
