import { useProvidedAuthServices } from './auth-services';
import { gatewayAuthServices } from './api';

/** The services the auth screens call: the provided ones, or the real gateway. */
export const useAuthServices = () => useProvidedAuthServices() ?? gatewayAuthServices;
