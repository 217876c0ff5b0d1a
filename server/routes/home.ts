import { currentUser } from '../auth/request-auth.js';
import { findBranding } from '../companies/company-store.js';
import { homeWidgets } from '../home/widgets.js';
import { ok } from '../http/envelope.js';
import { messages } from '../messages.js';
import type { Services } from '../services.js';
import type { HandlerMap } from './handler.js';
import { NotFound } from '../domain-errors.js';

/** Home wall: the person's settings and branding, and the widgets. */
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
  } satisfies Partial<HandlerMap>;
}
