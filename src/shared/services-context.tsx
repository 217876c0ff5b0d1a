import { createContext, useContext, type ReactNode } from 'react';

/**
 * A feature's services (docs/architecture.md, "The client data boundary"): the gateway's calls unless a
 * provider above gives others, which is how flow tests hand a statechart their fakes.
 */
export function servicesContext<T>(gateway: T) {
  const Context = createContext<T>(gateway);
  function ServicesProvider({ services, children }: { services: T; children: ReactNode }) {
    return <Context.Provider value={services}>{children}</Context.Provider>;
  }
  return { Provider: ServicesProvider, useServices: () => useContext(Context) };
}
