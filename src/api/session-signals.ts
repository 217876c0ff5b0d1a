/**
 * What the client tells the session machine: a 401 arrived, its refresh failed and the session is gone, or
 * the gateway refused a call until the membership is paid (403 '11'). A hub instead of a direct dependency
 * keeps src/api free of the machine and of React.
 */
export type SessionSignal = 'unauthorized' | 'expired' | 'membershipNeeded';

export interface SessionSignals {
  emit(signal: SessionSignal): void;
  subscribe(listener: (signal: SessionSignal) => void): () => void;
}

export function createSessionSignals(): SessionSignals {
  const listeners = new Set<(signal: SessionSignal) => void>();
  return {
    emit: (signal) => listeners.forEach((listener) => listener(signal)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The signals of the app's one client. */
export const sessionSignals = createSessionSignals();
