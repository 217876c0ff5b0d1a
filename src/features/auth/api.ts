import type { components } from '@openapi/schema';
import { api } from '@/api/client';
import { envelope, unwrap } from '@/api/envelope';
import { COMPANY_ID } from '@/shared/company';
import type {
  EmailCheckReply,
  LoginCredentials,
  LoginReply,
  RegisterPayload,
  ResetLinkRequest,
} from '../../../machines/login-modal.machine';
import { requestAppleCredential } from './social/apple-sign-in';
import { preloadGoogle, requestGoogleCredential } from './social/google-sign-in';

type Schemas = components['schemas'];
type CatalogItem = Schemas['CatalogItem'];
export type CatalogName = 'maritalStatus' | 'nationality' | 'countryState';
type VerifyAccountPayload = Schemas['VerifyAccountPayload'];
type ResetPasswordPayload = Schemas['ResetPasswordPayload'];

/** Everything the auth screens do outside the browser tab: gateway calls, providers, full page loads. */
export interface AuthServices {
  signIn(credentials: LoginCredentials): Promise<LoginReply>;
  signInWithGoogle(): Promise<LoginReply>;
  signInWithApple(): Promise<LoginReply>;
  register(payload: RegisterPayload): Promise<void>;
  checkEmail(email: string): Promise<EmailCheckReply>;
  sendResetLink(request: ResetLinkRequest): Promise<void>;
  verifyAccount(payload: VerifyAccountPayload): Promise<void>;
  resetPassword(payload: ResetPasswordPayload): Promise<void>;
  loadCatalog(name: CatalogName): Promise<CatalogItem[]>;
  /** Starts loading the providers' scripts when the modal opens, so the buttons are ready sooner. */
  prepareSocialSignIn(): void;
  /** The reload after a login ('00'). */
  reloadPage(): void;
  /** A full page load of another route (the operator console after its login). */
  openPage(path: string): void;
}

const PASSWORD_PROVIDER = 1;
const APPLE_PROVIDER = 2;
const GOOGLE_PROVIDER = 3;

const catalogPaths = {
  maritalStatus: '/BackEnd/GetMaritalStatusCatalog',
  nationality: '/BackEnd/GetNationalityCatalog',
  countryState: '/BackEnd/GetCountryStateCatalog',
} as const;

const env = import.meta.env as Record<string, string | undefined>;

export const gatewayAuthServices: AuthServices = {
  signIn: (credentials) =>
    envelope(api.POST('/Auth/Login', { body: { ...credentials, provider: PASSWORD_PROVIDER } })),
  async signInWithGoogle() {
    const nonce = crypto.randomUUID();
    const idToken = await requestGoogleCredential(env.VITE_GOOGLE_CLIENT_ID, nonce);
    return envelope(api.POST('/externalAuth/Login', { body: { provider: GOOGLE_PROVIDER, idToken, nonce } }));
  },
  async signInWithApple() {
    const nonce = crypto.randomUUID();
    const credential = await requestAppleCredential(env.VITE_APPLE_CLIENT_ID, nonce);
    return envelope(
      api.POST('/externalAuth/Login', { body: { provider: APPLE_PROVIDER, nonce, ...credential } }),
    );
  },
  register: async (payload) => {
    await unwrap(api.POST('/Auth/Register', { body: { ...payload, CompanyId: COMPANY_ID } }));
  },
  checkEmail: (email) => envelope(api.POST('/Auth/ValidateEmailAccount', { body: { email } })),
  sendResetLink: async (request) => {
    await unwrap(api.POST('/Auth/ForgotPassword', { body: { ...request, companyId: COMPANY_ID } }));
  },
  verifyAccount: async (payload) => {
    await unwrap(api.POST('/Auth/VerifyAccount', { body: payload }));
  },
  resetPassword: async (payload) => {
    await unwrap(api.POST('/Auth/ResetPassword', { body: payload }));
  },
  loadCatalog: async (name) => (await unwrap(api.GET(catalogPaths[name]))) ?? [],
  prepareSocialSignIn: preloadGoogle,
  reloadPage: () => window.location.reload(),
  openPage: (path) => window.location.assign(path),
};
