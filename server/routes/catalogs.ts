import { listCatalog, listGenderIdentities } from '../catalogs/catalog-store.js';
import { ok } from '../http/envelope.js';
import type { Services } from '../services.js';
import type { HandlerMap } from './handler.js';

/** Catalogues of the registration and profile forms. */
export function catalogHandlers({ db, companyOf }: Services) {
  return {
    getGenderIdentityCatalog: async ({ request }) =>
      ok(await listGenderIdentities(db, companyOf(request.user))),
    getMaritalStatusCatalog: async () => ok(await listCatalog(db, 'maritalStatus')),
    getNationalityCatalog: async () => ok(await listCatalog(db, 'nationality')),
    getCountryStateCatalog: async () => ok(await listCatalog(db, 'countryState')),
  } satisfies Partial<HandlerMap>;
}
