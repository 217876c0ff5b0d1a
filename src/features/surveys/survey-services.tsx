import { createContext, useContext, type ReactNode } from 'react';
import { gatewaySurveyServices, type SurveyServices } from './api';

const SurveyServicesContext = createContext<SurveyServices>(gatewaySurveyServices);

/** Tests pass fakes here; the app uses the gateway without a provider. */
export function SurveyServicesProvider({
  services,
  children,
}: {
  services: SurveyServices;
  children: ReactNode;
}) {
  return <SurveyServicesContext.Provider value={services}>{children}</SurveyServicesContext.Provider>;
}

export function useSurveyServices(): SurveyServices {
  return useContext(SurveyServicesContext);
}
