import type { FastifyRequest } from 'fastify';
import { orNotFound } from '../domain-errors.js';
import { ok } from '../http/envelope.js';
import type { Services } from '../services.js';
import { creditPoints } from '../points/points-ledger.js';
import {
  completeTalks,
  findTalk,
  insertTalkView,
  pendingTalks,
  talkReward,
  type Viewer,
} from '../talks/talk-store.js';
import { talkMessages } from '../talks/talk-messages.js';
import type { HandlerMap } from './handler.js';

/** Pride Talks for members and visitors (spec 001 §7); visitors see the default company's talks without an audience. */
export function talkHandlers({ db, clock, today, companyOf }: Services) {
  const viewer = (request: FastifyRequest): Viewer => ({
    companyId: companyOf(request.user),
    userId: request.user?.userId ?? null,
    now: clock(),
    today: today(),
  });
  const visible = async (request: FastifyRequest, id: number) =>
    orNotFound(await findTalk(db, viewer(request), id), talkMessages.notFound);

  return {
    listPendingTalks: async ({ request }) => ok(await pendingTalks(db, viewer(request))),
    listCompleteTalks: async ({ request }) => ok(await completeTalks(db, viewer(request))),
    pageCompleteTalks: async ({ request, params }) => ok(await completeTalks(db, viewer(request), params)),
    async lastOrDefaultTalk({ request, params }) {
      const v = viewer(request);
      if (params.auditoriumId > 0) return ok(await visible(request, params.auditoriumId));
      const [latest] = await completeTalks(db, v, { lastDate: 0, lastId: 0, elements: 1 });
      return ok(latest ?? null);
    },
    getTalkWithImages: async ({ request, params }) => ok(await visible(request, params.id)),
    async insertTalkView({ request, params }) {
      await visible(request, params.id);
      const userId = request.user?.userId ?? null;
      const at = clock();
      await db.transaction(async (tx) => {
        await insertTalkView(tx, params.id, userId, at);
        const talk = await talkReward(tx, params.id);
        // A member earns a talk's points once, by opening it from its start on (docs/decisions/0196).
        if (userId === null || !talk || talk.conferenceDate > at) return;
        await creditPoints(tx, {
          userId,
          points: talk.reward,
          reason: talkMessages.watchedReason(talk.title),
          sourceKind: 'talk',
          sourceId: params.id,
          at,
        });
      });
      return ok(null);
    },
  } satisfies Partial<HandlerMap>;
}
