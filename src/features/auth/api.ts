import { queryOptions } from '@tanstack/react-query';
import type { components } from '@openapi/schema';
import { api } from '@/api/client';
import { ApiError } from '@/api/api-error';
import { envelope, unwrap } from '@/api/envelope';
import { callerCompanyId } from '@/api/caller-company';
import type {
  LoginCredentials,
  LoginReply,
  RegisterPayload,
  ResetLinkRequest,
} from '../../../machines/login-modal.types';
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
  /** The name of the company an invitation link joins; null when the link is not valid (any more). */
  checkInvitation(token: string): Promise<string | null>;
  sendResetLink(request: ResetLinkRequest): Promise<void>;
  verifyAccount(payload: VerifyAccountPayload): Promise<void>;
  /** Confirms a new additional e-mail with its link's userId and code (same shape as the account's). */
  verifyAdditionalEmail(payload: VerifyAccountPayload): Promise<void>;
  resetPassword(payload: ResetPasswordPayload): Promise<void>;
  loadCatalog(name: CatalogName): Promise<CatalogItem[]>;
  /** Starts loading the providers' scripts when the modal opens, so the buttons are ready sooner. */
  prepareSocialSignIn(): void;
  /** The reload after a login ('00'). */
  reloadPage(): void;
  /** A full page load of another route (the operator console after its login). */
  openPage(path: string): void;
}

/** What the referral page learns of its link; the services come from the page, so tests can fake them. */
export const invitationQuery = (services: AuthServices, token: string) =>
  queryOptions({
    queryKey: ['auth', 'invitation', token],
    queryFn: () => services.checkInvitation(token),
    retry: false,
    staleTime: Infinity,
  });

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
  // No CompanyId: the gateway decides the company from the address or the invitation (docs/decisions/0260).
  register: async (payload) => {
    await unwrap(api.POST('/Auth/Register', { body: payload }));
  },
  checkInvitation: async (token) => {
    const reply = await envelope(api.POST('/Auth/ValidateInvitation', { body: { ReferralToken: token } }));
    if (reply.responseCode === '04') return null;
    if (reply.responseCode !== '00' || !reply.data)
      throw new ApiError(reply.responseCode, reply.responseMessage);
    return reply.data.companyName;
  },
  sendResetLink: async (request) => {
    await unwrap(api.POST('/Auth/ForgotPassword', { body: { ...request, companyId: callerCompanyId() } }));
  },
  verifyAccount: async (payload) => {
    await unwrap(api.POST('/Auth/VerifyAccount', { body: payload }));
  },
  verifyAdditionalEmail: async (payload) => {
    await unwrap(api.POST('/Auth/VerifyAdditionalEmail', { body: payload }));
  },
  resetPassword: async (payload) => {
    await unwrap(api.POST('/Auth/ResetPassword', { body: payload }));
  },
  loadCatalog: async (name) => (await unwrap(api.GET(catalogPaths[name]))) ?? [],
  prepareSocialSignIn: preloadGoogle,
  reloadPage: () => window.location.reload(),
  openPage: (path) => window.location.assign(path),
};
