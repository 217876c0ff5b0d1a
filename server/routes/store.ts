import { currentUser } from '../auth/request-auth.js';
import { ok } from '../http/envelope.js';
import type { Services } from '../services.js';
import {
  listFoundations,
  listPaymentMethods,
  listProducts,
  listProviders,
  listVoucherCompanies,
} from '../store/catalog-store.js';
import { donationStats } from '../store/donation-store.js';
import type { HandlerMap } from './handler.js';

/** The store's catalogue: providers, foundations, products, payment methods and voucher companies. */
export function storeHandlers({ db, companyOf }: Services) {
  // Visitors browse the default company's store; members their own company's, whatever companyId is sent.
  return {
    getProviders: async ({ request, query }) =>
      ok(await listProviders(db, companyOf(request.user), query.categoryId)),
    getFoundations: async ({ request }) => ok(await listFoundations(db, companyOf(request.user))),
    getDonationStats: async ({ request }) => ok(await donationStats(db, companyOf(request.user))),
    getProviderProducts: async ({ request, query }) =>
      ok(await listProducts(db, companyOf(request.user), query.providerId)),
    getPaymentMethods: async ({ request }) => {
      currentUser(request);
      return ok(await listPaymentMethods(db));
    },
    getVoucherCompanies: async ({ request }) => {
      currentUser(request);
      return ok(await listVoucherCompanies(db));
    },
  } satisfies Partial<HandlerMap>;
}
