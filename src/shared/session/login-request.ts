import { createContext, useContext } from 'react';

type LoginRequestMode = 'login' | 'register';

/** Opens the one sign-in dialog of the member site from anywhere in it; the member layout provides it. */
export interface LoginRequest {
  open(mode: LoginRequestMode): void;
  /** Loads the dialog's code ahead of a likely click (pointer over or focus on a sign-in button). */
  preload(): void;
}

export const LoginRequestContext = createContext<LoginRequest | null>(null);

export function useLoginRequest(): LoginRequest {
  const request = useContext(LoginRequestContext);
  if (!request) throw new Error('useLoginRequest must be used inside <LoginRequestProvider>.');
  return request;
}
