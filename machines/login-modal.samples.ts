import {
  PROVIDER_NOT_READY,
  type LoginModalEvent,
  type LoginReply,
  type RegisterPayload,
} from './login-modal.types';
import type { DoneSamples, ErrorSamples, EventSamples } from './samples';

const wrongCredentials = 'Datos incorrectos, por favor revisa tu usuario y contraseña.';
const serviceUnavailable = { message: 'El servicio no se encuentra disponible temporalmente' };

const signedIn = (userId: number, roleName: string, responseCode = '00'): LoginReply => ({
  responseCode,
  responseMessage:
    responseCode === '00' ? 'Inicio de sesión exitoso.' : 'Para continuar necesitas pagar tu membresía.',
  data: {
    token: 'eyJhbGciOiJIUzI1NiJ9.acceso.firma',
    refreshToken: 'renovacion-1',
    expiresIn: 60,
    userId,
    roleName,
  },
});
const refused = (responseCode: string, responseMessage = wrongCredentials): LoginReply => ({
  responseCode,
  responseMessage,
  data: null,
});
const accessEnded =
  'Tu cuenta está desactivada. Si crees que es un error, comunícate con Recursos Humanos de tu empresa.';

const registration: RegisterPayload = {
  email: 'ana.lopez@ejemplo.mx',
  password: 'Segura#2025',
  firstName: 'Ana',
  lastName: 'López Hernández',
  birthday: '1990-05-04',
  gender: 'Mujer',
  PostalCode: '06600',
  RFC: 'LOHA900504AB1',
};

/** Example data for the statechart studio and the QA path tool (docs/statechart-studio.md). */
export const loginModalSamples: EventSamples<LoginModalEvent> &
  DoneSamples<{
    signIn: LoginReply;
    signInWithGoogle: LoginReply;
    signInWithApple: LoginReply;
  }> &
  ErrorSamples<'signIn' | 'signInWithGoogle' | 'signInWithApple' | 'saveRegistration' | 'sendResetLink'> = {
  'login.submit': [{ credentials: { username: 'ana.lopez@ejemplo.mx', password: 'Secreta#2025' } }],
  'register.submit': [{ payload: registration }],
  'recover.submit': [{ email: 'ana.lopez@ejemplo.mx' }],
  // A member, an operator, membership needed, an unverified account, an account or company deactivated and
  // wrong credentials (spec 000 §4, §8; docs/decisions/0204-deactivated-sign-in.md).
  'xstate.done.actor.signIn': [
    { output: signedIn(7, 'Usuario') },
    { output: signedIn(12, 'Operaciones') },
    { output: signedIn(7, 'Usuario', '11') },
    { output: refused('09') },
    { output: refused('12', accessEnded) },
    { output: refused('01') },
  ],
  'xstate.error.actor.signIn': [{ error: serviceUnavailable }],
  'xstate.done.actor.signInWithGoogle': [{ output: signedIn(7, 'Usuario') }],
  'xstate.error.actor.signInWithGoogle': [
    { error: { reason: PROVIDER_NOT_READY } },
    { error: { message: 'Se cerró la ventana de Google' } },
  ],
  'xstate.done.actor.signInWithApple': [{ output: signedIn(7, 'Usuario') }],
  'xstate.error.actor.signInWithApple': [{ error: { message: 'Se cerró la ventana de Apple' } }],
  'xstate.error.actor.saveRegistration': [
    { error: { message: 'La empresa no existe o no acepta registros.' } },
  ],
  'xstate.error.actor.sendResetLink': [{ error: serviceUnavailable }],
};
