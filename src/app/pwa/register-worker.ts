import { applyUpdate } from './update-flow';

export interface WorkerEvents {
  /** A new worker waits beside the one in control; `apply` lets it take over and reloads. */
  onUpdate(apply: () => Promise<void>): void;
  /** The first worker installed: the shell is now kept for offline use. */
  onOfflineReady(): void;
}

/** What registration touches in the browser, passed in so tests can stand in for it. */
export interface WorkerHost {
  container: Pick<ServiceWorkerContainer, 'register' | 'getRegistration' | 'addEventListener' | 'controller'>;
  caches: Pick<CacheStorage, 'keys' | 'delete'>;
  reload(): void;
}

/** The generated worker skips waiting when asked with this message (vite-plugin-pwa's prompt mode). */
const SKIP_WAITING = { type: 'SKIP_WAITING' };

function offerUpdate(worker: ServiceWorker, events: WorkerEvents, host: WorkerHost) {
  events.onUpdate(() => {
    host.container.addEventListener('controllerchange', () => host.reload(), { once: true });
    return applyUpdate({
      cacheNames: () => host.caches.keys(),
      deleteCache: (name) => host.caches.delete(name),
      activateWaiting: () => worker.postMessage(SKIP_WAITING),
    });
  });
}

/**
 * Registers /sw.js at the root (spec 000 §4). A failed registration is only logged; when a worker was
 * registered before but its file is now missing or not a script, that worker is unregistered and the page
 * reloads without it.
 */
export async function registerWorker(events: WorkerEvents, host: WorkerHost): Promise<void> {
  const { container } = host;
  // Some browsers that block workers (test harnesses, locked-down profiles) resolve to nothing.
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await container.register('/sw.js', { scope: '/' });
  } catch (error) {
    console.error('Service worker registration failed', error);
    const previous = await container.getRegistration('/');
    if (previous) {
      await previous.unregister();
      host.reload();
    }
    return;
  }
  if (!registration) return;
  // A new version installed on an earlier visit and still waiting.
  if (registration.waiting && container.controller) offerUpdate(registration.waiting, events, host);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state !== 'installed') return;
      if (container.controller) offerUpdate(installing, events, host);
      else events.onOfflineReady();
    });
  });
}
