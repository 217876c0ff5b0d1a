import type { FastifyRequest } from 'fastify';
import type { CompanyEventTypePayload as Payload } from '../../openapi/generated/schema.js';
import { currentUser } from '../auth/request-auth.js';
import { ok } from '../http/envelope.js';
import {
  deactivateCompanyEventType,
  findCompanyEventType,
  findEventType,
  insertCompanyEventType,
  isAudienceAddressed,
  listCompanyEventTypes,
  listEventTypes,
  listUnsetEventTypes,
  updateCompanyEventType,
} from '../organisation/event-type-store.js';
import { orgMessages } from '../organisation/org-messages.js';
import { Conflict, invalidInput, orNotFound } from '../domain-errors.js';
import type { Services } from '../services.js';
import type { HandlerMap } from './handler.js';

const m = orgMessages.eventType;

/** The form's rules (spec 002 §5 "Event type form"). */
function checkPayload(body: Payload, allowedToAddress: boolean): void {
  const errors = [];
  if (body.isRewarded && body.rewardPoints === 0)
    errors.push({ field: 'rewardPoints', message: m.pointsRequired });
  if (body.isNotified && body.notificationText.trim() === '')
    errors.push({ field: 'notificationText', message: m.textRequired });
  if (!allowedToAddress && (body.isAudienceAddressed || body.isNewRegistry))
    errors.push({ field: 'isAudienceAddressed', message: m.notAllowed });
  if (errors.length > 0) throw invalidInput(errors);
}

/** Event types and the company's settings for them (spec 002 §7 Control area). */
export function adminControlEventTypeHandlers({ db }: Services) {
  // A companyId the call names is ignored: the settings read and written are the caller's company's (0250).
  const hr = (request: FastifyRequest) => currentUser(request).companyId;

  async function setting(companyId: number, id: number) {
    return orNotFound(await findCompanyEventType(db, companyId, id), orgMessages.notFound);
  }

  return {
    async listEventTypes({ request }) {
      hr(request);
      return ok(await listEventTypes(db));
    },
    async listEventTypesForFilter({ request }) {
      return ok(await listUnsetEventTypes(db, hr(request)));
    },
    async getEventTypesAllowedToAddress({ request }) {
      hr(request);
      return ok(await listEventTypes(db, true));
    },
    async listCompanyEventTypes({ request }) {
      return ok(await listCompanyEventTypes(db, hr(request)));
    },
    async getCompanyEventTypeByEventId({ request, query }) {
      return ok(await setting(hr(request), query.eventId));
    },
    async getCompanyEventTypeByCompanyAndEventType({ request, query }) {
      // Every area that aims items at an audience reads this, so any signed-in person of the company may.
      const addressed = await isAudienceAddressed(db, currentUser(request).companyId, query.eventTypeName);
      return ok({ eventTypeName: query.eventTypeName, isAudienceAddressed: addressed });
    },

    async createCompanyEventType({ request, body }) {
      const companyId = hr(request);
      const type = await findEventType(db, body.eventTypeId);
      if (!type) throw invalidInput([{ field: 'eventTypeId', message: m.unknownType }]);
      checkPayload(body, type.allowedToAddress);
      const id = await insertCompanyEventType(db, companyId, body.eventTypeId, body);
      if (id === undefined) throw new Conflict(m.duplicate);
      return ok(await setting(companyId, id), m.created);
    },
    async updateCompanyEventType({ request, body }) {
      const companyId = hr(request);
      if (body.companyEventTypeId === undefined)
        throw invalidInput([{ field: 'companyEventTypeId', message: orgMessages.notFound }]);
      const current = await setting(companyId, body.companyEventTypeId);
      if (current.eventTypeId !== body.eventTypeId)
        throw invalidInput([{ field: 'eventTypeId', message: m.typeLocked }]);
      const type = await findEventType(db, body.eventTypeId);
      checkPayload(body, type?.allowedToAddress ?? false);
      await updateCompanyEventType(db, current.companyEventTypeId, body);
      return ok(await setting(companyId, current.companyEventTypeId), m.updated);
    },
    async deactivateCompanyEventType({ request, query }) {
      const current = await setting(hr(request), query.id);
      if (!current.active) throw new Conflict(m.deactivateFailed);
      await deactivateCompanyEventType(db, current.companyEventTypeId);
      return ok(null, m.deactivated);
    },
  } satisfies Partial<HandlerMap>;
}
