import { currentUser } from '../auth/request-auth.js';
import { ok } from '../http/envelope.js';
import { findRetention, saveRetention } from '../retention/retention-store.js';
import { orgMessages as m } from '../organisation/org-messages.js';
import type { Services } from '../services.js';
import type { HandlerMap } from './handler.js';

/** How long HR's company keeps chat messages and notifications (docs/decisions/0308). */
export function adminControlRetentionHandlers({ db }: Services) {
  return {
    async getRetention({ request }) {
      return ok(await findRetention(db, currentUser(request).companyId));
    },

    async saveRetention({ request, body }) {
      const { companyId } = currentUser(request);
      await saveRetention(db, companyId, {
        chatDays: body.chatDays,
        notificationDays: body.notificationDays,
      });
      return ok(await findRetention(db, companyId), m.retentionSaved);
    },
  } satisfies Partial<HandlerMap>;
}
