import { currentUser } from '../auth/request-auth.js';
import { DEMO_COMPANY_ID } from '../companies/company-store.js';
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
export function storeHandlers({ db }: Services) {
  // Visitors browse the fixed company's store (spec 000 §1); members their own company's.
  const companyOf = (user: { companyId: number } | null) => user?.companyId ?? DEMO_COMPANY_ID;
  return {
    getProviders: async ({ request, query }) =>
      ok(await listProviders(db, companyOf(request.user), query.categoryId)),
    getFoundations: async ({ query }) => ok(await listFoundations(db, query.companyId)),
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
