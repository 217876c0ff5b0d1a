import { PROVIDER_NOT_READY } from '../../../../machines/login-modal.types';
import { loadScript } from './load-script';

const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';

interface GoogleIdentity {
  initialize(config: {
    client_id: string;
    callback: (reply: { credential: string }) => void;
    nonce: string;
  }): void;
  prompt(listener: (moment: { isNotDisplayed(): boolean; isSkippedMoment(): boolean }) => void): void;
}

function googleIdentity(): GoogleIdentity | undefined {
  return (window as unknown as { google?: { accounts?: { id?: GoogleIdentity } } }).google?.accounts?.id;
}

/** Starts loading Google's script ahead of the click; failures are silent until the person asks for Google. */
export function preloadGoogle(): void {
  loadScript(GOOGLE_SCRIPT).catch(() => undefined);
}

/** Asks Google for an identity token; throws with reason PROVIDER_NOT_READY while the script is missing. */
export async function requestGoogleCredential(clientId: string | undefined, nonce: string): Promise<string> {
  const google = googleIdentity();
  if (!google || !clientId) {
    preloadGoogle();
    throw Object.assign(new Error('Google Identity Services is not ready'), { reason: PROVIDER_NOT_READY });
  }
  return new Promise((resolve, reject) => {
    google.initialize({ client_id: clientId, nonce, callback: (reply) => resolve(reply.credential) });
    google.prompt((moment) => {
      if (moment.isNotDisplayed() || moment.isSkippedMoment())
        reject(new Error('Google sign-in was dismissed'));
    });
  });
}
