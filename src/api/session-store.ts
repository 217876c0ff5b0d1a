import { isStoredSession, type StoredSession } from '@domain/session';

/** Storage key of the session, shared by every tab of the portal (spec 000 §3). */
export const SESSION_KEY = 'muro.session';

export function readSession(): StoredSession | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null');
    return isStoredSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeSession(session: StoredSession): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEY);
}
