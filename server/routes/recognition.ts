import { currentUser } from '../auth/request-auth.js';
import { Code, fail, ok } from '../http/envelope.js';
import { colleagueIds, listDestinataries } from '../recognition/acknowledgment-store.js';
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

/** The live event that tells open boards a ranking changed (decision 0173). */
const RANKING_CHANGED = 'rankingChanged';

/** The member's recognition board (spec 000 "Recognition board", §7 "Recognition"). */
export function recognitionHandlers({ db, clock, today, notifier, live }: Services) {
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
      const giver = currentUser(request);
      const result = await giveRecognition(db, giver, body, clock(), today(), notifier);
      if (result.toSelf) return fail(Code.recognitionToSelf, m.toSelf);
      const everyone = await colleagueIds(db, giver.companyId);
      await live.send('notification', everyone, RANKING_CHANGED, [body.acknowledgmentTypeId]);
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
