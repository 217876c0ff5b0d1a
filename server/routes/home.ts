import { currentUser } from '../auth/request-auth.js';
import { findBranding } from '../companies/company-store.js';
import { homeWidgets } from '../home/widgets.js';
import { ok } from '../http/envelope.js';
import { messages } from '../messages.js';
import { countUnread, listNotifications, markAllRead } from '../notifications/notification-store.js';
import type { Services } from '../services.js';
import type { HandlerMap } from './handler.js';
import { NotFound } from '../domain-errors.js';

/** Home wall: the person's settings and branding, widgets and notifications. */
export function homeHandlers({ db, clock, today, companyOf }: Services) {
  return {
    async getUserSettings({ request }) {
      const user = currentUser(request);
      const branding = await findBranding(db, user.companyId);
      if (!branding) throw new NotFound(messages.companyNotFound);
      return ok({
        companyId: user.companyId,
        roleName: user.roleName,
        companyLogo: branding.company_logo,
        primaryColor: branding.primary_color,
        secondaryColor: branding.secondary_color,
      });
    },

    getWidgets: async ({ request }) =>
      ok(
        await homeWidgets(db, {
          user: request.user,
          companyId: companyOf(request.user),
          now: clock(),
          today: today(),
        }),
      ),

    getNotifications: async ({ request }) => ok(await listNotifications(db, currentUser(request).userId)),
    getNotificationCount: async ({ request }) => ok(await countUnread(db, currentUser(request).userId)),
    markNotificationsRead: async ({ request }) =>
      ok(await markAllRead(db, currentUser(request).userId, clock())),
  } satisfies Partial<HandlerMap>;
}
