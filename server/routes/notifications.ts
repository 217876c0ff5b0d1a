import { currentUser } from '../auth/request-auth.js';
import { ok } from '../http/envelope.js';
import { countUnread, listNotifications, markAllRead } from '../notifications/notification-store.js';
import type { Services } from '../services.js';
import type { HandlerMap } from './handler.js';

/** The bell: the person's notifications, the unread count, and all read once it is opened. */
export function notificationsHandlers({ db, clock }: Services) {
  return {
    getNotifications: async ({ request }) => ok(await listNotifications(db, currentUser(request).userId)),
    getNotificationCount: async ({ request }) => ok(await countUnread(db, currentUser(request).userId)),
    markNotificationsRead: async ({ request }) =>
      ok(await markAllRead(db, currentUser(request).userId, clock())),
  } satisfies Partial<HandlerMap>;
}
