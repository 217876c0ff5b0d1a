export { LoginButton } from './login-button';
export { LoginRequestProvider } from './login-request-provider';
export { AuthServicesProvider } from './auth-services-context';
export type { AuthServices } from './auth-services';
export { authMessages } from './messages';
