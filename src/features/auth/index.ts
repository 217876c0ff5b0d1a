export { LoginButton } from './login-button';
export { LoginRequestProvider } from './login-request-provider';
export { AuthServicesProvider } from './auth-services';
export type { AuthServices } from './api';
export { authMessages } from './messages';
