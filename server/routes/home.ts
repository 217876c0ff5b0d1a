import { currentUser } from '../auth/request-auth.js';
import { companyBranding } from '../companies/branding.js';
import { homeWidgets } from '../home/widgets.js';
import { ok } from '../http/envelope.js';
import type { Services } from '../services.js';
import type { HandlerMap } from './handler.js';

/** Home wall: the person's settings and branding, and the widgets. */
export function homeHandlers({ db, clock, today, companyOf }: Services) {
  return {
    async getUserSettings({ request }) {
      const user = currentUser(request);
      const { companyLogo, primaryColor, secondaryColor } = await companyBranding(db, user.companyId);
      return ok({
        companyId: user.companyId,
        roleName: user.roleName,
        companyLogo,
        primaryColor,
        secondaryColor,
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
