import { currentUser } from '../auth/request-auth.js';
import { ok } from '../http/envelope.js';
import { deleteSubscription, saveSubscription } from '../push/push-store.js';
import type { Services } from '../services.js';
import type { HandlerMap } from './handler.js';

/** Browsers that allowed notifications register here for Web Push (spec 000 §4). */
export function notificationsPushHandlers({ db, clock, config }: Services) {
  return {
    getPushPublicKey: async () => ok({ publicKey: config.vapid.publicKey }),
    async subscribePush({ request, body }) {
      await saveSubscription(
        db,
        currentUser(request).userId,
        { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth },
        clock(),
      );
      return ok(null);
    },
    async unsubscribePush({ request, query }) {
      await deleteSubscription(db, currentUser(request).userId, query.endpoint);
      return ok(null);
    },
  } satisfies Partial<HandlerMap>;
}
