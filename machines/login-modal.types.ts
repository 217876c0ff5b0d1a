import type { components } from '../openapi/generated/schema';

/*
 * The login modal's types and its one shared constant, apart from the machine: login-modal.samples.ts uses
 * them without importing the machine, which imports the samples.
 */

type Schemas = components['schemas'];
export type LoginReply = Schemas['LoginReply'];
export type LoginResult = Schemas['LoginResult'];
export type LoginCredentials = Pick<Schemas['LoginPayload'], 'username' | 'password'>;
export type RegisterPayload = Schemas['RegisterPayload'];
export type ResetLinkRequest = Pick<Schemas['ForgotPasswordPayload'], 'email'>;

/** `reason` of the error a social sign-in actor throws when the provider's script is not ready yet. */
export const PROVIDER_NOT_READY = 'provider.notReady';

/** What the modal tells the person; the UI maps each kind to the spec's Spanish text. */
export type LoginNotice =
  | { kind: 'invalidCredentials' | 'unverified' }
  | { kind: 'googleNotReady' | 'googleFailed' | 'appleFailed' }
  | { kind: 'failure'; message: string };

export interface LoginModalContext {
  notice: LoginNotice | null;
  /** The address whose password is being recovered. */
  email: string;
  reply: LoginReply | null;
  /** The server's message when registration failed. */
  problem: string;
}

export type LoginModalEvent =
  | { type: 'modal.open' }
  | { type: 'modal.close' }
  | { type: 'mode.login' }
  | { type: 'mode.register' }
  | { type: 'mode.recover' }
  | { type: 'login.submit'; credentials: LoginCredentials }
  | { type: 'login.google' }
  | { type: 'login.apple' }
  | { type: 'register.submit'; payload: RegisterPayload }
  | { type: 'recover.submit'; email: string }
  | { type: 'message.dismiss' };
