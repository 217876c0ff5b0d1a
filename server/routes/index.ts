import type { Services } from '../services.js';
import { accountHandlers } from './account.js';
import { adminUserHandlers } from './admin-users.js';
import { authRecoveryHandlers } from './auth-recovery.js';
import { authRegistrationHandlers } from './auth-registration.js';
import { authSessionHandlers } from './auth-session.js';
import { catalogHandlers } from './catalogs.js';
import { companyCustomizeHandlers } from './company-customize.js';
import { companyEventTypeHandlers } from './company-event-types.js';
import { companyHolidayHandlers } from './company-holidays.js';
import { devHandlers } from './dev.js';
import type { HandlerMap } from './handler.js';
import { homeHandlers } from './home.js';
import { orgUnitHandlers } from './org-units.js';
import { profileHandlers } from './profile.js';
import { sandboxHandlers } from './sandbox.js';
import { siteHandlers } from './site.js';
import { storeHandlers } from './store.js';
import { storeOrderHandlers } from './store-orders.js';
import { surveyAdminHandlers } from './survey-admin.js';
import { surveyCatalogHandlers } from './survey-catalogs.js';
import { surveyResultHandlers } from './survey-results.js';
import { surveyHandlers } from './surveys.js';

/** Every operation's handler, by area. `satisfies HandlerMap` makes a missing operation a compile error. */
export function createHandlers(services: Services) {
  return {
    ...authSessionHandlers(services),
    ...authRegistrationHandlers(services),
    ...authRecoveryHandlers(services),
    ...accountHandlers(services),
    ...catalogHandlers(services),
    ...homeHandlers(services),
    ...profileHandlers(services),
    ...siteHandlers(services),
    ...storeHandlers(services),
    ...storeOrderHandlers(services),
    ...sandboxHandlers(services),
    ...surveyHandlers(services),
    ...surveyAdminHandlers(services),
    ...surveyCatalogHandlers(services),
    ...surveyResultHandlers(services),
    ...adminUserHandlers(services),
    ...orgUnitHandlers(services),
    ...companyEventTypeHandlers(services),
    ...companyHolidayHandlers(services),
    ...companyCustomizeHandlers(services),
    ...devHandlers(services),
  } satisfies HandlerMap;
}
