import type { PushStatus } from '../../../../machines/push-subscription.machine';

/** What the push switch does on this device; the statechart's three actors. */
export interface PushDevice {
  status(): Promise<PushStatus>;
  enable(): Promise<PushStatus>;
  disable(): Promise<void>;
}

/** The browser's side of Web Push, passed in so tests can stand in for it. */
export interface PushHost {
  /** `Notification`, absent where the browser has none. */
  notification?: Pick<typeof Notification, 'permission' | 'requestPermission'>;
  /** `navigator.serviceWorker`, absent where the browser has none. */
  worker?: Pick<ServiceWorkerContainer, 'getRegistration'>;
}

export interface SubscriptionKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The gateway's push calls (tag `notifications`). */
export interface PushGateway {
  publicKey(): Promise<string>;
  save(subscription: SubscriptionKeys): Promise<void>;
  forget(endpoint: string): Promise<void>;
}

/** VAPID keys travel as base64url; pushManager.subscribe takes the raw bytes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function keysOf(subscription: PushSubscription): SubscriptionKeys {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The push subscription has no keys');
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

export function createPushDevice(host: PushHost, gateway: PushGateway): PushDevice {
  const { notification, worker } = host;
  /** The app's worker registration, when there is one that can receive push (none in development). */
  async function pushManager(): Promise<PushManager | undefined> {
    const registration = await worker?.getRegistration('/');
    return registration?.pushManager;
  }
  return {
    async status() {
      const manager = notification ? await pushManager() : undefined;
      if (!notification || !manager) return 'unsupported';
      if (notification.permission === 'denied') return 'denied';
      const subscription = await manager.getSubscription();
      if (!subscription || notification.permission !== 'granted') return 'off';
      // Registered again each time: the browser's subscription follows whoever is signed in on it now.
      await gateway.save(keysOf(subscription));
      return 'on';
    },
    async enable() {
      const manager = await pushManager();
      if (!notification || !manager) throw new Error('Push is not available');
      const permission = await notification.requestPermission();
      if (permission === 'denied') return 'denied';
      if (permission !== 'granted') return 'off';
      const subscription = await manager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(await gateway.publicKey()),
      });
      try {
        await gateway.save(keysOf(subscription));
      } catch (error) {
        // A subscription the gateway does not know would never receive anything.
        await subscription.unsubscribe();
        throw error;
      }
      return 'on';
    },
    async disable() {
      const subscription = await (await pushManager())?.getSubscription();
      if (!subscription) return;
      await gateway.forget(subscription.endpoint);
      await subscription.unsubscribe();
    },
  };
}
