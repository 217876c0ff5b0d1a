import { describe, expect, it, vi } from 'vitest';
import { registerWorker, type WorkerHost } from '@/app/pwa/register-worker';

/** A worker whose state the test moves on. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  unregister = vi.fn(() => Promise.resolve(true));
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

function host(options: { controlled: boolean; registration?: FakeRegistration; fails?: boolean }) {
  const container = new EventTarget();
  const registration = options.registration ?? new FakeRegistration();
  const fake = {
    container: Object.assign(container, {
      controller: options.controlled ? ({} as ServiceWorker) : null,
      register: vi.fn(() =>
        options.fails
          ? Promise.reject(new TypeError('bad MIME type'))
          : Promise.resolve(registration as unknown as ServiceWorkerRegistration),
      ),
      getRegistration: vi.fn(() =>
        Promise.resolve(options.fails && options.registration ? (registration as never) : undefined),
      ),
    }),
    caches: {
      keys: vi.fn(() => Promise.resolve(['workbox-precache-v2-x', 'muro-chunks'])),
      delete: vi.fn(() => Promise.resolve(true)),
    },
    reload: vi.fn(),
  };
  return { fake: fake as typeof fake & WorkerHost, registration, container };
}

const events = () => ({ onUpdate: vi.fn(), onOfflineReady: vi.fn() });

describe('service worker registration', () => {
  it('registers /sw.js at the root', async () => {
    const { fake } = host({ controlled: false });
    await registerWorker(events(), fake);
    expect(fake.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('reports the first install as ready for offline use, with no update notice', async () => {
    const { fake, registration } = host({ controlled: false });
    const on = events();
    await registerWorker(on, fake);
    const worker = new FakeWorker();
    registration.found(worker);
    worker.become('installed');
    expect(on.onOfflineReady).toHaveBeenCalledOnce();
    expect(on.onUpdate).not.toHaveBeenCalled();
  });

  it('offers the update when a new worker installs beside the one in control', async () => {
    const { fake, registration, container } = host({ controlled: true });
    const on = events();
    await registerWorker(on, fake);
    const worker = new FakeWorker();
    registration.found(worker);
    expect(on.onUpdate).not.toHaveBeenCalled();
    worker.become('installed');
    expect(on.onUpdate).toHaveBeenCalledOnce();

    const apply = on.onUpdate.mock.calls[0]?.[0] as () => Promise<void>;
    await apply();
    expect(fake.caches.delete).toHaveBeenCalledWith('muro-chunks');
    expect(fake.caches.delete).not.toHaveBeenCalledWith('workbox-precache-v2-x');
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(fake.reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(fake.reload).toHaveBeenCalledOnce();
  });

  it('offers an update that was already waiting from an earlier visit', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    const { fake } = host({ controlled: true, registration });
    const on = events();
    await registerWorker(on, fake);
    expect(on.onUpdate).toHaveBeenCalledOnce();
  });

  it('only logs a failed registration when no worker was registered before', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fake } = host({ controlled: false, fails: true });
    await registerWorker(events(), fake);
    expect(error).toHaveBeenCalled();
    expect(fake.reload).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('unregisters the old worker and reloads when the worker file is gone or not a script', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const registration = new FakeRegistration();
    const { fake } = host({ controlled: true, fails: true, registration });
    await registerWorker(events(), fake);
    expect(registration.unregister).toHaveBeenCalledOnce();
    expect(fake.reload).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
