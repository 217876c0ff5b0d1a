import type { Clock } from '../clock.js';
import type { Queryable } from '../db/database.js';
import type { LivePublisher } from '../live/live-publisher.js';
import type { PushSender } from '../push/push-sender.js';
import { addNotification, type NewNotification } from './notification-store.js';

/**
 * Stores a notification for a person, rings their open pages at once (beNotified, spec 000 §4) and sends Web
 * Push to the browsers they allowed.
 */
export interface Notifier {
  notify(db: Queryable, notification: NewNotification): Promise<void>;
}

export function createNotifier(
  live: LivePublisher,
  clock: Clock,
  push: PushSender,
  pool: Queryable,
): Notifier {
  return {
    async notify(db, notification) {
      await addNotification(db, clock(), notification);
      const { userId, message, eventMessage, link, targetId } = notification;
      await live.send('notification', [userId], 'beNotified', [{ message, eventMessage, link, targetId }]);
      // Push services may be slow: the request does not wait for them, and they read outside its transaction.
      void push.send(pool, userId, { title: eventMessage, body: message, url: link });
    },
  };
}
