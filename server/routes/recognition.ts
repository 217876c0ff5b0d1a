import { currentUser } from '../auth/request-auth.js';
import { Code, fail, ok } from '../http/envelope.js';
import { listDestinataries } from '../recognition/acknowledgment-store.js';
import { recognitionMessages as m } from '../recognition/recognition-messages.js';
import {
  categoriesForMember,
  categoryRanking,
  giveRecognition,
  myAcknowledgments,
  topOnes,
} from '../recognition/recognition-service.js';
import type { Services } from '../services.js';
import type { HandlerMap } from './handler.js';

/** The ranking's first places (spec 000 §7 'top10'). */
const TOP = 10;

/** The member's recognition board (spec 000 "Recognition board", §7 "Recognition"). */
export function recognitionHandlers({ db, clock, today, notifier }: Services) {
  return {
    async listAcknowledgmentTypes({ request }) {
      const { companyId, userId } = currentUser(request);
      return ok(await categoriesForMember(db, companyId, userId, today()));
    },
    async getMyAcknowledgments({ request }) {
      const { companyId, userId } = currentUser(request);
      return ok(await myAcknowledgments(db, companyId, userId));
    },
    async createAcknowledgment({ request, body }) {
      const result = await giveRecognition(db, currentUser(request), body, clock(), today(), notifier);
      if (result.toSelf) return fail(Code.recognitionToSelf, m.toSelf);
      return ok({ acknowledgmentUserProfileId: result.id }, m.created);
    },
    async listDestinataries({ request }) {
      return ok(await listDestinataries(db, currentUser(request).companyId));
    },
    async listTopOne({ request }) {
      return ok(await topOnes(db, currentUser(request).companyId, today()));
    },
    async getTopTen({ request, params }) {
      return ok(await categoryRanking(db, currentUser(request).companyId, params.typeId, today(), TOP));
    },
    async getAcknowledgmentModule({ request, query }) {
      const { companyId } = currentUser(request);
      return ok(await categoryRanking(db, companyId, query.acknowledgmentTypeId, today(), null));
    },
  } satisfies Partial<HandlerMap>;
}
