import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

const SOURCE = readFileSync(resolve(import.meta.dirname, '../../../public/push-handler.js'), 'utf8');
const ORIGIN = 'https://muropride.mx';

interface FakeWindow {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

/** Loads the handler into a stand-in worker scope and returns what it registered and touched. */
function loadWorker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const showNotification = vi.fn(async () => undefined);
  const openWindow = vi.fn(async (url: string) => ({ url }));
  const self = {
    location: { origin: ORIGIN },
    registration: { showNotification },
    clients: { matchAll: vi.fn(async () => windows), openWindow },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  runInNewContext(SOURCE, { self, URL });
  /** Dispatches an event and waits for what it passed to waitUntil. */
  async function fire(type: string, event: object) {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  }
  return { fire, showNotification, openWindow };
}

const pushData = (value: unknown) => ({
  json: () => (typeof value === 'string' ? JSON.parse(value) : value),
  text: () => String(value),
});

const windowAt = (url: string, navigates = true): FakeWindow => {
  const client: FakeWindow = { url, focus: vi.fn(async () => client), navigate: vi.fn() };
  client.navigate.mockImplementation(async (to: string) => {
    if (!navigates) throw new TypeError('not controlled');
    client.url = to;
    return client;
  });
  return client;
};

describe('push handler of the service worker', () => {
  it('shows the gateway message with the icon, the vibration pattern and the page to open', async () => {
    const worker = loadWorker();
    const message = { title: 'Bolsa de trabajo', body: 'Tu vacante fue aprobada', url: '/details-job/7' };
    await worker.fire('push', {
      data: pushData({ ...message, vibrate: [200, 100, 200], requireInteraction: true }),
    });
    expect(worker.showNotification).toHaveBeenCalledWith('Bolsa de trabajo', {
      body: 'Tu vacante fue aprobada',
      icon: '/pwa-192x192.png',
      badge: '/pwa-192x192.png',
      lang: 'es-MX',
      vibrate: [200, 100, 200],
      requireInteraction: true,
      data: { url: `${ORIGIN}/details-job/7` },
    });
  });

  it('keeps the spec pattern and the portal name when the message brings neither, and text as the body', async () => {
    const worker = loadWorker();
    await worker.fire('push', { data: pushData('no es JSON') });
    expect(worker.showNotification).toHaveBeenCalledWith(
      'Muro Pride',
      expect.objectContaining({
        body: 'no es JSON',
        vibrate: [200, 100, 200, 100, 200],
        requireInteraction: true,
        data: { url: `${ORIGIN}/` },
      }),
    );
  });

  it('never links away from the portal', async () => {
    const worker = loadWorker();
    await worker.fire('push', { data: pushData({ title: 'x', url: 'https://otro.example/phish' }) });
    expect(worker.showNotification).toHaveBeenCalledWith(
      'x',
      expect.objectContaining({ data: { url: `${ORIGIN}/` } }),
    );
  });

  const click = (url: string) => ({ notification: { close: vi.fn(), data: { url } } });

  it('focuses a window already on the linked page', async () => {
    const open = windowAt(`${ORIGIN}/audience/3`);
    const worker = loadWorker([windowAt(`${ORIGIN}/home`), open]);
    const event = click(`${ORIGIN}/audience/3`);
    await worker.fire('notificationclick', event);
    expect(event.notification.close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(worker.openWindow).not.toHaveBeenCalled();
  });

  it('takes an open portal window to the page, or opens one when none can go', async () => {
    const home = windowAt(`${ORIGIN}/home`);
    const worker = loadWorker([home]);
    await worker.fire('notificationclick', click(`${ORIGIN}/audience/3`));
    expect(home.navigate).toHaveBeenCalledWith(`${ORIGIN}/audience/3`);
    expect(home.focus).toHaveBeenCalled();

    const uncontrolled = loadWorker([windowAt(`${ORIGIN}/home`, false)]);
    await uncontrolled.fire('notificationclick', click(`${ORIGIN}/audience/3`));
    expect(uncontrolled.openWindow).toHaveBeenCalledWith(`${ORIGIN}/audience/3`);
  });
});
