import { currentUser } from '../auth/request-auth.js';
import { billboardMessages as m } from '../billboard/billboard-messages.js';
import { eventFormErrors, imageSizeErrors } from '../billboard/event-request-rules.js';
import {
  countPending,
  decideEvent,
  findDocument,
  findEvent,
  insertEvent,
  listAvailable,
  listByOwner,
  listPending,
  listSectors,
  sectorExists,
  type EventDocumentFile,
} from '../billboard/event-store.js';
import { Conflict, Forbidden, invalidInput, orNotFound } from '../domain-errors.js';
import { ok } from '../http/envelope.js';
import type { Services } from '../services.js';
import { hasRole, Roles } from '../../domain/roles.js';
import type { HandlerMap } from './handler.js';

const FOLDER = 'events';

/** Event requests of the billboard (spec 001 §7 "Billboard"): anyone signed in asks, HR decides once. */
export function billboardHandlers({ db, uploads, clock, today, notifier, companyOf }: Services) {
  async function event(companyId: number, id: number) {
    return orNotFound(await findEvent(db, companyId, id), m.eventNotFound);
  }

  return {
    async listEventsAvailableToSale({ request }) {
      // No token check: a visitor sees the portal's company; HR also gets the count awaiting authorization.
      const user = request.user;
      const companyId = companyOf(user);
      const isHr = user != null && hasRole(user.roleName, [Roles.hr]);
      return ok({
        events: await listAvailable(db, companyId, today()),
        countEventsToApprove: isHr ? await countPending(db, companyId) : 0,
      });
    },

    listMyTicketEvents: async ({ request }) => ok(await listByOwner(db, currentUser(request).userId)),

    listEventSectors: async () => ok(await listSectors(db)),

    async createTicketEvent({ request, body, files }) {
      const user = currentUser(request);
      const errors = eventFormErrors(body, files, today());
      if (!(await sectorExists(db, body.eventSector)))
        errors.push({ field: 'eventSector', message: m.unknownSector });
      errors.push(...(await imageSizeErrors(files)));
      if (errors.length > 0) throw invalidInput(errors);

      const images = [files.eventTicketBanner, files.eventTicketPromo, files.eventTicketAd].filter(
        (file) => file !== undefined,
      );
      const urls = await uploads.save(user.userId, FOLDER, images);
      const [banner = '', promo = '', ad = null] = urls;
      const documents: EventDocumentFile[] = [];
      for (const [document, file] of [
        ['bankAccount', files.eventOwnerFileBankAccount],
        ['constancy', body.eventOwnerInvoice ? files.eventOwnerFileConstancy : undefined],
      ] as const) {
        if (file)
          documents.push({ document, fileName: file.fileName, contentType: file.mime, data: file.data });
      }
      try {
        const id = await db.transaction((tx) =>
          insertEvent(
            tx,
            {
              ...body,
              companyId: user.companyId,
              ownerUserId: user.userId,
              eventNote: body.eventNote ?? '',
              eventPhone: body.eventPhone ?? '',
              eventTicketBanner: banner,
              eventTicketPromo: promo,
              eventTicketAd: ad,
              eventOwnerCompanyReason: body.eventOwnerInvoice ? (body.eventOwnerCompanyReason ?? '') : '',
              eventOwnerRFC: body.eventOwnerInvoice ? (body.eventOwnerRFC ?? '').toUpperCase() : '',
            },
            documents,
            clock(),
          ),
        );
        return ok(await event(user.companyId, id), m.created);
      } catch (error) {
        await uploads.release(user.userId, urls);
        throw error;
      }
    },

    listEventsToAuthorize: async ({ request }) => ok(await listPending(db, currentUser(request).companyId)),

    async changeTicketEventStatus({ request, body }) {
      const hr = currentUser(request);
      const current = await event(hr.companyId, body.ticketsEventId);
      if (current.status !== 'pending') throw new Conflict(m.alreadyDecided);
      const at = clock();
      const decided = await db.transaction(async (tx) => {
        if (!(await decideEvent(tx, current.ticketsEventId, body.isApproved, hr.userId, at))) return false;
        await notifier.notify(tx, {
          userId: current.ownerUserId,
          message: (body.isApproved ? m.ownerApproved : m.ownerRejected)(current.eventName),
          eventMessage: m.notificationKind,
          link: '/course-view/my-events',
          targetId: current.ticketsEventId,
        });
        return true;
      });
      // Another HR decision may have landed between the read and the update.
      if (!decided) throw new Conflict(m.alreadyDecided);
      return ok(await event(hr.companyId, current.ticketsEventId), body.isApproved ? m.approved : m.rejected);
    },

    async getTicketEventDocument({ request, params }) {
      const user = currentUser(request);
      const current = await event(user.companyId, params.ticketsEventId);
      if (current.ownerUserId !== user.userId && !hasRole(user.roleName, [Roles.hr])) throw new Forbidden();
      const document = orNotFound(
        await findDocument(db, current.ticketsEventId, params.document),
        m.documentNotFound,
      );
      return ok(document);
    },
  } satisfies Partial<HandlerMap>;
}
