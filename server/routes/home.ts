import { currentUser } from '../auth/request-auth.js';
import { findBranding } from '../companies/company-store.js';
import { ok } from '../http/envelope.js';
import { messages } from '../messages.js';
import { countUnread, listNotifications } from '../notifications/notification-store.js';
import type { Services } from '../services.js';
import { findProfile } from '../users/profile-store.js';
import type { HandlerMap } from './handler.js';
import { NotFound } from '../domain-errors.js';

/** Home wall: the person's settings and branding, widgets and notifications. */
export function homeHandlers({ db }: Services) {
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

    // Surveys, chat, courses, providers, talks and the directory arrive with their areas; until then their
    // widgets report nothing pending. Points are real.
    async getWidgets({ request }) {
      const profile = request.user ? await findProfile(db, request.user.userId) : undefined;
      return ok({
        surveyWidget: { expirationDays: 0, pending: 0 },
        messageWidget: { unread: 0 },
        rewardWidget: { points: profile?.reward ?? 0 },
        courseWidget: { quantity: 0 },
        providerWidget: { quantity: 0 },
        auditoriumWidget: { data: null },
        directoryInfoWidget: { quantity: 0 },
      });
    },

    getNotifications: async ({ request }) => ok(await listNotifications(db, currentUser(request).userId)),
    getNotificationCount: async ({ request }) => ok(await countUnread(db, currentUser(request).userId)),
  } satisfies Partial<HandlerMap>;
}
