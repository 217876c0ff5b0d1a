export { LoginButton } from './login-button';
export { AuthServicesProvider } from './auth-services-context';
export type { AuthServices } from './auth-services';
export { authMessages } from './messages';
