import { createContext, useContext, type ReactNode } from 'react';
import type { AuthServices } from './api';

// No default value here, unlike other areas' services: the gateway services live in use-auth-services.ts, so a
// page that only shows the 'Ingresar' button does not load them.
const AuthServicesContext = createContext<AuthServices | null>(null);

/** Replaces the gateway services (tests, demos); without it the screens call the real gateway. */
export function AuthServicesProvider({
  services,
  children,
}: {
  services: AuthServices;
  children: ReactNode;
}) {
  return <AuthServicesContext.Provider value={services}>{children}</AuthServicesContext.Provider>;
}

/** The services given to AuthServicesProvider, or null when there is none. */
export const useProvidedAuthServices = () => useContext(AuthServicesContext);
