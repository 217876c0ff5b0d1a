export { SessionProvider, type SessionProviderProps } from './session-provider';
export { useSession, type LoginResult, type SessionApi } from './session-context';
