import { loadScript } from './load-script';

const APPLE_SCRIPT = 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js';

export interface AppleCredential {
  idToken: string;
  code: string;
  firstName?: string;
  lastName?: string;
}

interface AppleAuth {
  init(config: {
    clientId: string;
    scope: string;
    redirectURI: string;
    usePopup: boolean;
    nonce: string;
  }): void;
  signIn(): Promise<{
    authorization: { id_token: string; code: string };
    user?: { name?: { firstName?: string; lastName?: string } };
  }>;
}

/** Opens Apple's sign-in popup; any failure (script offline, no client id, popup closed) rejects. */
export async function requestAppleCredential(
  clientId: string | undefined,
  nonce: string,
): Promise<AppleCredential> {
  await loadScript(APPLE_SCRIPT);
  const apple = (window as unknown as { AppleID?: { auth?: AppleAuth } }).AppleID?.auth;
  if (!apple || !clientId) throw new Error('Sign in with Apple is not available');
  apple.init({ clientId, scope: 'name email', redirectURI: window.location.origin, usePopup: true, nonce });
  const reply = await apple.signIn();
  return {
    idToken: reply.authorization.id_token,
    code: reply.authorization.code,
    firstName: reply.user?.name?.firstName,
    lastName: reply.user?.name?.lastName,
  };
}
