import { defineArea, joinHandlers } from './area.js';
import { notificationsPushHandlers } from './notifications-push.js';
import { notificationsHandlers } from './notifications.js';

export const notificationsArea = defineArea({
  name: 'notifications',
  handlers: joinHandlers(notificationsHandlers, notificationsPushHandlers),
});
