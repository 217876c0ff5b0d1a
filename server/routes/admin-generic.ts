import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/request-auth.js';
import { genericMessages as m } from '../admin-generic/generic-messages.js';
import { genericService } from '../admin-generic/generic-service.js';
import { listContactTypes, listSections, pageItems } from '../admin-generic/generic-store.js';
import { ok } from '../http/envelope.js';
import { parseModelField } from '../openapi/model-field.js';
import type { Services } from '../services.js';
import type { HandlerMap } from './handler.js';

/** Generic publications' administration (spec 002 §7): the form's catalogues, open to anyone, the rest x-roles [hr]. */
export function adminGenericHandlers(services: Services) {
  const { db, companyOf } = services;
  const generic = genericService(services);
  // The companyId a call names is ignored: the caller's company, or the default one for a visitor (0250).
  const company = (request: FastifyRequest) => companyOf(request.user);
  const hr = (request: FastifyRequest) => currentUser(request).companyId;
  const model = (text: string) => parseModelField(text, 'GenericSectionItemModel', m.badModel);

  return {
    pageGenericItems: async ({ request, query }) =>
      ok(await pageItems(db, company(request), query.sectionId ?? 0, query.pageIndex, query.elements)),
    listGenericSections: async ({ request }) => ok(await listSections(db, company(request))),
    listGenericContactTypes: async () => ok(await listContactTypes(db)),
    getGenericItem: async ({ request, params }) => ok(await generic.item(hr(request), params.id)),
    createGenericItem: async ({ request, body, files }) =>
      ok(await generic.create(currentUser(request), model(body.model), files.files), m.created),
    updateGenericItem: async ({ request, body, files }) =>
      ok(await generic.update(currentUser(request), model(body.model), files.files), m.updated),
    async deactivateGenericItem({ request, params }) {
      await generic.deactivate(hr(request), params.id);
      return ok(null, m.deleted);
    },
    saveGenericContacts: async ({ request, body }) =>
      ok(
        await generic.saveContacts(hr(request), body.genericSectionItemId, body.genericContactInfo),
        m.contactsSaved,
      ),
    async deleteGenericContact({ request, params }) {
      await generic.deleteContact(hr(request), params.id);
      return ok(null, m.contactDeleted);
    },
  } satisfies Partial<HandlerMap>;
}
