import { describe, expect, it, vi } from 'vitest';
import {
  createPushDevice,
  keyBytes,
  type PushGateway,
  type PushHost,
  type SubscriptionKeys,
} from '@/features/notifications/push/push-device';

const KEYS: SubscriptionKeys = {
  endpoint: 'https://push.example/abc',
  keys: { p256dh: 'BPub', auth: 'secreto' },
};

/** A stand-in browser: Notification with a permission and answer, a worker registration with a PushManager. */
function browser(options: {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  subscribed?: boolean;
}) {
  let current: PushSubscription | null = null;
  const unsubscribe = vi.fn(async () => {
    current = null;
    return true;
  });
  const makeSubscription = () =>
    ({ endpoint: KEYS.endpoint, toJSON: () => KEYS, unsubscribe }) as unknown as PushSubscription;
  if (options.subscribed) current = makeSubscription();
  const subscribe = vi.fn(async () => (current = makeSubscription()));
  const pushManager = { getSubscription: async () => current, subscribe };
  const requestPermission = vi.fn(async () => options.answer ?? 'granted');
  const host: PushHost = {
    notification: {
      permission: options.permission ?? 'default',
      requestPermission,
    } as PushHost['notification'],
    worker: { getRegistration: async () => ({ pushManager }) as unknown as ServiceWorkerRegistration },
  };
  const gateway = {
    publicKey: vi.fn(async () => 'AQID-_8'),
    save: vi.fn(async () => undefined),
    forget: vi.fn(async () => undefined),
  } satisfies PushGateway;
  return { host, gateway, subscribe, unsubscribe, requestPermission, current: () => current };
}

describe('push on this device', () => {
  it('decodes the base64url VAPID key into bytes', () => {
    expect([...keyBytes('AQID-_8')]).toEqual([1, 2, 3, 251, 255]);
  });

  it('is unsupported without Notification or without a worker registration', async () => {
    expect(await createPushDevice({}, browser({}).gateway).status()).toBe('unsupported');
    const noWorker: PushHost = { ...browser({}).host, worker: { getRegistration: async () => undefined } };
    expect(await createPushDevice(noWorker, browser({}).gateway).status()).toBe('unsupported');
  });

  it('reads a refusal, an unsubscribed browser and a subscribed one, which it registers again', async () => {
    const denied = browser({ permission: 'denied' });
    expect(await createPushDevice(denied.host, denied.gateway).status()).toBe('denied');
    const off = browser({ permission: 'granted' });
    expect(await createPushDevice(off.host, off.gateway).status()).toBe('off');
    const on = browser({ permission: 'granted', subscribed: true });
    expect(await createPushDevice(on.host, on.gateway).status()).toBe('on');
    expect(on.gateway.save).toHaveBeenCalledWith(KEYS);
    expect(denied.requestPermission).not.toHaveBeenCalled();
  });

  it('asks permission, subscribes with the gateway key and registers the subscription', async () => {
    const b = browser({});
    expect(await createPushDevice(b.host, b.gateway).enable()).toBe('on');
    expect(b.requestPermission).toHaveBeenCalledOnce();
    expect(b.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([1, 2, 3, 251, 255]),
    });
    expect(b.gateway.save).toHaveBeenCalledWith(KEYS);
  });

  it('subscribes nothing when the person refuses or closes the question', async () => {
    const refused = browser({ answer: 'denied' });
    expect(await createPushDevice(refused.host, refused.gateway).enable()).toBe('denied');
    const closed = browser({ answer: 'default' });
    expect(await createPushDevice(closed.host, closed.gateway).enable()).toBe('off');
    expect(refused.subscribe).not.toHaveBeenCalled();
    expect(closed.subscribe).not.toHaveBeenCalled();
  });

  it('drops the browser subscription when the gateway cannot keep it', async () => {
    const b = browser({});
    b.gateway.save.mockRejectedValueOnce(new Error('Sin conexión'));
    await expect(createPushDevice(b.host, b.gateway).enable()).rejects.toThrow('Sin conexión');
    expect(b.unsubscribe).toHaveBeenCalled();
    expect(b.current()).toBeNull();
  });

  it('turning off forgets the endpoint on the gateway, then unsubscribes the browser', async () => {
    const b = browser({ permission: 'granted', subscribed: true });
    await createPushDevice(b.host, b.gateway).disable();
    expect(b.gateway.forget).toHaveBeenCalledWith(KEYS.endpoint);
    expect(b.unsubscribe).toHaveBeenCalled();
    const failing = browser({ permission: 'granted', subscribed: true });
    failing.gateway.forget.mockRejectedValueOnce(new Error('Sin conexión'));
    await expect(createPushDevice(failing.host, failing.gateway).disable()).rejects.toThrow();
    expect(failing.current()).not.toBeNull();
  });
});
