import type { Clock } from '../clock.js';
import type { Queryable } from '../db/database.js';
import type { LivePublisher } from '../live/live-publisher.js';
import type { PushSender } from '../push/push-sender.js';
import { addNotification, type NewNotification } from './notification-store.js';

/**
 * Stores a notification for a person, rings their open pages (beNotified, spec 000 §4) and sends Web Push to
 * the browsers they allowed. Called inside the transaction of the change it tells of: the bell rings and the
 * push goes out only once that transaction has committed, so nobody hears of a change that was rolled back or
 * opens a notification that is not stored yet.
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
      db.afterCommit(() => {
        // Neither call fails the request: both catch their own errors, and push services may be slow.
        void live.send('notification', [userId], 'beNotified', [{ message, eventMessage, link, targetId }]);
        void push.send(pool, userId, { title: eventMessage, body: message, url: link });
      });
    },
  };
}
