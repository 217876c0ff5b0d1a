import type { AnyStateMachine } from 'xstate';
import { loginModalMachine } from './login-modal.machine';
import { resetPasswordMachine } from './reset-password.machine';
import { sessionMachine } from './session.machine';
import { verifyAccountMachine } from './verify-account.machine';

/** One entry per statechart: what designers see in the studio and QA in the path listings. */
export interface MachineEntry {
  /** Same as the file name without `.machine.ts`, e.g. `login-modal`. */
  id: string;
  title: string;
  /** Area of the product, used to group machines (e.g. 'Sesión', 'Tienda'). */
  area: string;
  /** One paragraph, in English, for designers and QA. */
  description: string;
  /** Path of the source file from the repository root. */
  source: string;
  machine: AnyStateMachine;
}

export const machineRegistry: MachineEntry[] = [
  {
    id: 'session',
    title: 'Sesión',
    area: 'Sesión',
    description:
      'Keeps the signed-in session of spec 000 §4. A login stores the tokens; the access token is refreshed when ' +
      'the clock passes refreshAt (2 minutes before expiry, the refreshDue delay) or when the gateway answers 401; ' +
      'if the refresh happens after expireAt the page reloads. A failed refresh, a 401 without tokens, a logout ' +
      'or a logout in another tab clears the session and goes to /home; another tab’s new tokens are adopted.',
    source: 'machines/session.machine.ts',
    machine: sessionMachine,
  },
  {
    id: 'login-modal',
    title: 'Modal de ingreso',
    area: 'Sesión',
    description:
      'The sign-in modal opened by “Ingresar” (spec 000 §2, §4, §8) with four modes: login (password, Google, ' +
      'Apple; codes 00 store the session and reload, Operaciones opens /operator, 11 opens /membership, 09 and ' +
      'other failures show the spec messages), register, password recovery (the e-mail check, then birthday and ' +
      'an additional e-mail for non-corporate users without one) and the result message.',
    source: 'machines/login-modal.machine.ts',
    machine: loginModalMachine,
  },
  {
    id: 'verify-account',
    title: 'Verificación de cuenta',
    area: 'Sesión',
    description:
      'The /verify-account page: with userId and code from the query string it verifies the account and shows ' +
      '“¡Verificación exitosa!”; a missing parameter or a failed call shows “¡Error al verificar cuenta!”.',
    source: 'machines/verify-account.machine.ts',
    machine: verifyAccountMachine,
  },
  {
    id: 'reset-password',
    title: 'Restablecer contraseña',
    area: 'Sesión',
    description:
      'The /reset-password page: a new password with confirmation is saved with the e-mail and code of the link ' +
      '(aborted with a message when either is missing); success leads to “/”, failure back to the form; ' +
      '“Cancelar” goes to /home.',
    source: 'machines/reset-password.machine.ts',
    machine: resetPasswordMachine,
  },
];
