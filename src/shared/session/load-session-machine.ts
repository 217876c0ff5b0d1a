/**
 * The session statechart (with xstate) loads on demand: at once for a stored session or in development (where
 * the studio inspects it), otherwise with the sign-in dialog or a visitor's first session event.
 */
import type * as SessionMachineHost from './session-machine-host';

type SessionMachineModule = typeof SessionMachineHost;

let loading: Promise<SessionMachineModule> | undefined;
let loaded: SessionMachineModule | undefined;
const listeners = new Set<() => void>();

export function loadSessionMachine(): Promise<SessionMachineModule> {
  loading ??= import('./session-machine-host').then(
    (module) => {
      loaded = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      // A failed download is tried again by the next caller.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The module once it has loaded (a store for useSyncExternalStore). */
export function loadedSessionMachine(): SessionMachineModule | undefined {
  return loaded;
}

export function onSessionMachineLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
