import type { Agent } from 'node:https';
import webPush from 'web-push';
import type { VapidKeys } from '../config.js';
import type { Queryable } from '../db/database.js';
import { forgetEndpoint, subscriptionsOf } from './push-store.js';

/** Spec 000 §9: push notifications repeat a vibration pattern and require interaction. */
const VIBRATION = [200, 100, 200, 100, 200];
/** How long a push service keeps a message for a browser that is offline. */
const TTL_SECONDS = 24 * 60 * 60;

interface PushMessage {
  title: string;
  body: string;
  /** The portal route a click opens. */
  url: string | null;
}

export interface PushSender {
  send(db: Queryable, userId: number, message: PushMessage): Promise<void>;
}

/** Sends Web Push to every browser of a person, signed with the portal's VAPID keys, and drops dead ones. */
export function createPushSender(
  vapid: VapidKeys,
  onError: (error: unknown) => void,
  /** Only tests pass one, to reach their own push service's self-signed certificate. */
  agent?: Agent,
): PushSender {
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };
  return {
    async send(db, userId, message) {
      const payload = JSON.stringify({ ...message, vibrate: VIBRATION, requireInteraction: true });
      for (const sub of await subscriptionsOf(db, userId)) {
        try {
          await webPush.sendNotification(
            { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
            payload,
            { vapidDetails, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm', ...(agent ? { agent } : {}) },
          );
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode;
          if (status === 404 || status === 410) await forgetEndpoint(db, sub.endpoint);
          else onError(error);
        }
      }
    },
  };
}
