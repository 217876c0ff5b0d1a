import { createContext, useContext, type ReactNode } from 'react';
import { gatewayJobServices, type JobServices } from './job-services';

const JobServicesContext = createContext<JobServices>(gatewayJobServices);

/** Tests pass fakes here; the app uses the gateway without a provider. */
export function JobServicesProvider({ services, children }: { services: JobServices; children: ReactNode }) {
  return <JobServicesContext.Provider value={services}>{children}</JobServicesContext.Provider>;
}

export function useJobServices(): JobServices {
  return useContext(JobServicesContext);
}
