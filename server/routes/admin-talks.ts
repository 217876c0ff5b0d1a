import { currentUser } from '../auth/request-auth.js';
import { ok } from '../http/envelope.js';
import type { Services } from '../services.js';
import { listAdminTalks } from '../talks/admin-talk-store.js';
import { parseModelField } from '../openapi/model-field.js';
import { adminTalkService } from '../talks/admin-talk-service.js';
import { talkMessages as m } from '../talks/talk-messages.js';
import type { HandlerMap } from './handler.js';

/** Pride Talks events (spec 002 §7); every operation is x-roles [hr], checked before the handler runs. */
export function adminTalkHandlers(services: Services) {
  const talks = adminTalkService(services);
  const model = (text: string) => parseModelField(text, 'AdminTalkModel', m.badModel);
  return {
    listAdminTalks: async ({ request }) =>
      ok(await listAdminTalks(services.db, currentUser(request).companyId)),
    getAdminTalk: async ({ request, params }) =>
      ok(await talks.talk(currentUser(request).companyId, params.id)),
    async createAdminTalk({ request, body, files, query }) {
      const saved = await talks.create(
        currentUser(request),
        model(body.model),
        files.images,
        query.createEventCalendar === true,
      );
      return ok(saved, m.created);
    },
    async updateAdminTalk({ request, body, files }) {
      return ok(await talks.update(currentUser(request), model(body.model), files.images), m.updated);
    },
    async deactivateAdminTalk({ request, body }) {
      await talks.deactivate(currentUser(request).companyId, body.auditoriumId);
      return ok(null, m.deactivated);
    },
  } satisfies Partial<HandlerMap>;
}
