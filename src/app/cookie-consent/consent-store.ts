export type CookieConsent = 'accepted' | 'rejected';

export const CONSENT_KEY = 'muro.cookieConsent';
/** Spec 000 §9: the banner appears 50 ms after load. */
export const CONSENT_DELAY_MS = 50;

export function readConsent(): CookieConsent | null {
  try {
    const value = localStorage.getItem(CONSENT_KEY);
    return value === 'accepted' || value === 'rejected' ? value : null;
  } catch {
    return null;
  }
}

export function writeConsent(consent: CookieConsent): void {
  try {
    localStorage.setItem(CONSENT_KEY, consent);
  } catch {
    // Storage may be blocked (private mode): the choice then lasts for this page only.
  }
}
