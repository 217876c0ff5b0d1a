import { createContext, useContext, type ReactNode } from 'react';
import { gatewayProfileServices, type ProfileServices } from './api';

const ProfileServicesContext = createContext<ProfileServices>(gatewayProfileServices);

/** Tests pass fakes here; the app uses the gateway without a provider. */
export function ProfileServicesProvider({
  services,
  children,
}: {
  services: ProfileServices;
  children: ReactNode;
}) {
  return <ProfileServicesContext.Provider value={services}>{children}</ProfileServicesContext.Provider>;
}

export function useProfileServices(): ProfileServices {
  return useContext(ProfileServicesContext);
}
