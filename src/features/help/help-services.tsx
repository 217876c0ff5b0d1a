import { createContext, useContext, type ReactNode } from 'react';
import type { HelpContactPayload } from '../../../machines/help-contact.machine';
import { helpCalls } from './api';

/** What the help form calls; tests pass fakes, the app the gateway. */
export interface HelpServices {
  sendHelpContact(payload: HelpContactPayload): Promise<void>;
}

const HelpServicesContext = createContext<HelpServices>(helpCalls);

export function HelpServicesProvider({
  services,
  children,
}: {
  services: HelpServices;
  children: ReactNode;
}) {
  return <HelpServicesContext.Provider value={services}>{children}</HelpServicesContext.Provider>;
}

export function useHelpServices(): HelpServices {
  return useContext(HelpServicesContext);
}
