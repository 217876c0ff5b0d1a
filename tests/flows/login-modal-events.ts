import type { LoginModalEvent, LoginReply } from '../../machines/login-modal.types';
import { PROVIDER_NOT_READY } from '../../machines/login-modal.types';
import { messages as apiMessages } from '@/api/messages';

export const credentials = { username: 'ana@muro.mx', password: 'Secreta1!' };
export const registration = {
  firstName: 'Ana',
  lastName: 'López',
  birthday: '1990-05-04',
  email: 'ana@muro.mx',
  password: 'Segura#2025',
};
export const serverProblem = 'La empresa no existe o no acepta registros.';

const responseMessages: Record<string, string> = {
  '00': 'OK',
  '12': 'Tu cuenta está desactivada. Si crees que es un error, comunícate con Recursos Humanos de tu empresa.',
};
const result = (roleName: string) => ({ token: 't', refreshToken: 'r', expiresIn: 60, userId: 7, roleName });
const reply = (responseCode: string, roleName = 'Usuario'): LoginReply => ({
  responseCode,
  responseMessage: responseMessages[responseCode] ?? 'Error',
  data: responseCode === '00' || responseCode === '11' ? result(roleName) : null,
});
const network = { message: apiMessages.networkFailure };

export type ModelEvent =
  | LoginModalEvent
  | { type: `xstate.done.actor.${string}`; output?: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown };

/** Every event of the model, with the outcomes of each call the modal makes. */
export const loginModalEvents: ModelEvent[] = [
  { type: 'modal.open' },
  { type: 'modal.close' },
  { type: 'mode.login' },
  { type: 'mode.register' },
  { type: 'mode.recover' },
  { type: 'message.dismiss' },
  { type: 'login.google' },
  { type: 'login.apple' },
  { type: 'login.submit', credentials },
  { type: 'register.submit', payload: registration },
  { type: 'recover.submit', email: credentials.username },
  ...['00', '11', '09', '12', '01'].map((code) => ({
    type: 'xstate.done.actor.signIn' as const,
    output: reply(code),
  })),
  { type: 'xstate.done.actor.signIn', output: reply('00', 'Operaciones') },
  { type: 'xstate.error.actor.signIn', error: network },
  { type: 'xstate.done.actor.signInWithGoogle', output: reply('00') },
  { type: 'xstate.error.actor.signInWithGoogle', error: { reason: PROVIDER_NOT_READY } },
  { type: 'xstate.error.actor.signInWithGoogle', error: { message: 'popup closed' } },
  { type: 'xstate.done.actor.signInWithApple', output: reply('00') },
  { type: 'xstate.error.actor.signInWithApple', error: { message: 'popup closed' } },
  { type: 'xstate.done.actor.saveRegistration' },
  { type: 'xstate.error.actor.saveRegistration', error: { message: serverProblem } },
  { type: 'xstate.done.actor.sendResetLink' },
  { type: 'xstate.error.actor.sendResetLink', error: network },
];
