import type { Services } from '../services.js';
import { accountHandlers } from './account.js';
import { additionalEmailHandlers } from './additional-email.js';
import { adminCourseHandlers } from './admin-courses.js';
import { billboardHandlers } from './billboard.js';
import { courseHandlers } from './courses.js';
import { adminRecognitionHandlers } from './admin-recognition.js';
import { adminUserHandlers } from './admin-users.js';
import { authRecoveryHandlers } from './auth-recovery.js';
import { authRegistrationHandlers } from './auth-registration.js';
import { authSessionHandlers } from './auth-session.js';
import { catalogHandlers } from './catalogs.js';
import { chatHandlers } from './chat.js';
import { companyCustomizeHandlers } from './company-customize.js';
import { companyEventTypeHandlers } from './company-event-types.js';
import { companyHolidayHandlers } from './company-holidays.js';
import { devHandlers } from './dev.js';
import { directoryHandlers } from './directory.js';
import { directoryCardHandlers } from './directory-card.js';
import type { HandlerMap } from './handler.js';
import { adminPostHandlers } from './admin-posts.js';
import { postCommentHandlers } from './post-comments.js';
import { postHandlers } from './posts.js';
import { homeHandlers } from './home.js';
import { jobHandlers } from './jobs.js';
import { orgUnitHandlers } from './org-units.js';
import { postulantHandlers } from './postulants.js';
import { profileHandlers } from './profile.js';
import { pushHandlers } from './push.js';
import { recognitionHandlers } from './recognition.js';
import { operatorCatalogueHandlers } from './operator-catalogue.js';
import { operatorCompanyHandlers } from './operator-companies.js';
import { operatorRewardHandlers } from './operator-rewards.js';
import { rewardFilterHandlers } from './reward-filters.js';
import { rewardHandlers } from './rewards.js';
import { sandboxHandlers } from './sandbox.js';
import { siteHandlers } from './site.js';
import { storeHandlers } from './store.js';
import { storeOrderHandlers } from './store-orders.js';
import { surveyAdminHandlers } from './survey-admin.js';
import { surveyCatalogHandlers } from './survey-catalogs.js';
import { surveyResultHandlers } from './survey-results.js';
import { surveyHandlers } from './surveys.js';
import { bannerHandlers } from './banners.js';
import { talkHandlers } from './talks.js';
import { adminTalkHandlers } from './admin-talks.js';
import { genericSectionHandlers } from './generic-sections.js';
import { healthHandlers } from './health.js';
import { helpHandlers } from './help.js';
import { invitationHandlers } from './invitations.js';

/** Every operation's handler, by area. `satisfies HandlerMap` makes a missing operation a compile error. */
export function createHandlers(services: Services) {
  return {
    ...authSessionHandlers(services),
    ...authRegistrationHandlers(services),
    ...authRecoveryHandlers(services),
    ...accountHandlers(services),
    ...additionalEmailHandlers(services),
    ...catalogHandlers(services),
    ...homeHandlers(services),
    ...healthHandlers(services),
    ...chatHandlers(services),
    ...pushHandlers(services),
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
    ...directoryHandlers(services),
    ...directoryCardHandlers(services),
    ...rewardHandlers(services),
    ...rewardFilterHandlers(services),
    ...operatorRewardHandlers(services),
    ...operatorCatalogueHandlers(services),
    ...operatorCompanyHandlers(services),
    ...invitationHandlers(services),
    ...devHandlers(services),
    ...billboardHandlers(services),
    ...courseHandlers(services),
    ...adminCourseHandlers(services),
    ...jobHandlers(services),
    ...postulantHandlers(services),
    ...recognitionHandlers(services),
    ...adminRecognitionHandlers(services),
    ...postHandlers(services),
    ...postCommentHandlers(services),
    ...adminPostHandlers(services),
    ...bannerHandlers(services),
    ...talkHandlers(services),
    ...adminTalkHandlers(services),
    ...genericSectionHandlers(services),
    ...helpHandlers(services),
  } satisfies HandlerMap;
}
