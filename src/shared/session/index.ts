export { SessionProvider } from './session-provider';
export { useSession, type LoginResult } from './session-context';
export { LoginRequestContext, useLoginRequest, type LoginRequest } from './login-request';
export { loadSessionMachine } from './load-session-machine';
