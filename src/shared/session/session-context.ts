import { createContext, useContext } from 'react';
import type { components } from '@openapi/schema';

export type LoginResult = components['schemas']['LoginResult'];

/** What the rest of the app knows about the person's session. */
export interface SessionApi {
  signedIn: boolean;
  userId: number | null;
  roleName: string | null;
  /** Stores the tokens of a successful login (spec 000 §4). */
  signIn(loginResult: LoginResult): void;
  /** Clears the stored session and goes to /home. */
  logout(): void;
}

export const SessionContext = createContext<SessionApi | null>(null);

export function useSession(): SessionApi {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}
