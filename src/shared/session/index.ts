export { SessionProvider } from './session-provider';
export { useSession, type LoginResult } from './session-context';
