// Written by `npm run areas` from the areas’ own files; a test fails when it is out of date. Do not edit.
import type { HandlerMap } from './routes/handler.js';
import type { Services } from './services.js';
import { accountArea } from './routes/account.area.js';
import { adminControlArea } from './routes/admin-control.area.js';
import { adminCoursesArea } from './routes/admin-courses.area.js';
import { adminFiltersArea } from './routes/admin-filters.area.js';
import { adminGenericArea } from './routes/admin-generic.area.js';
import { adminInvitationsArea } from './routes/admin-invitations.area.js';
import { adminPostsArea } from './routes/admin-posts.area.js';
import { adminRecognitionArea } from './routes/admin-recognition.area.js';
import { adminSurveysArea } from './routes/admin-surveys.area.js';
import { adminTalksArea } from './routes/admin-talks.area.js';
import { adminUsersArea } from './routes/admin-users.area.js';
import { auditLogArea } from './routes/audit-log.area.js';
import { authArea } from './routes/auth.area.js';
import { bannersArea } from './routes/banners.area.js';
import { billboardArea } from './routes/billboard.area.js';
import { catalogsArea } from './routes/catalogs.area.js';
import { chatArea } from './routes/chat.area.js';
import { commentsArea } from './routes/comments.area.js';
import { communityArea } from './routes/community.area.js';
import { coursesArea } from './routes/courses.area.js';
import { devArea } from './routes/dev.area.js';
import { directoryArea } from './routes/directory.area.js';
import { healthArea } from './routes/health.area.js';
import { helpArea } from './routes/help.area.js';
import { homeArea } from './routes/home.area.js';
import { jobBankArea } from './routes/job-bank.area.js';
import { notificationsArea } from './routes/notifications.area.js';
import { operatorCompaniesArea } from './routes/operator-companies.area.js';
import { operatorRewardsArea } from './routes/operator-rewards.area.js';
import { postsArea } from './routes/posts.area.js';
import { profileArea } from './routes/profile.area.js';
import { recognitionArea } from './routes/recognition.area.js';
import { rewardsArea } from './routes/rewards.area.js';
import { storageArea } from './routes/storage.area.js';
import { storeArea } from './routes/store.area.js';
import { surveysArea } from './routes/surveys.area.js';
import { talksArea } from './routes/talks.area.js';

/** Every area of the gateway, one a contract file of openapi/paths. */
export const gatewayAreas = [
  accountArea,
  adminControlArea,
  adminCoursesArea,
  adminFiltersArea,
  adminGenericArea,
  adminInvitationsArea,
  adminPostsArea,
  adminRecognitionArea,
  adminSurveysArea,
  adminTalksArea,
  adminUsersArea,
  auditLogArea,
  authArea,
  bannersArea,
  billboardArea,
  catalogsArea,
  chatArea,
  commentsArea,
  communityArea,
  coursesArea,
  devArea,
  directoryArea,
  healthArea,
  helpArea,
  homeArea,
  jobBankArea,
  notificationsArea,
  operatorCompaniesArea,
  operatorRewardsArea,
  postsArea,
  profileArea,
  recognitionArea,
  rewardsArea,
  storageArea,
  storeArea,
  surveysArea,
  talksArea,
];

/** Every operation's handler. `satisfies HandlerMap` makes a missing operation a compile error. */
export function createHandlers(services: Services) {
  return {
    ...accountArea.handlers(services),
    ...adminControlArea.handlers(services),
    ...adminCoursesArea.handlers(services),
    ...adminFiltersArea.handlers(services),
    ...adminGenericArea.handlers(services),
    ...adminInvitationsArea.handlers(services),
    ...adminPostsArea.handlers(services),
    ...adminRecognitionArea.handlers(services),
    ...adminSurveysArea.handlers(services),
    ...adminTalksArea.handlers(services),
    ...adminUsersArea.handlers(services),
    ...auditLogArea.handlers(services),
    ...authArea.handlers(services),
    ...bannersArea.handlers(services),
    ...billboardArea.handlers(services),
    ...catalogsArea.handlers(services),
    ...chatArea.handlers(services),
    ...commentsArea.handlers(services),
    ...communityArea.handlers(services),
    ...coursesArea.handlers(services),
    ...devArea.handlers(services),
    ...directoryArea.handlers(services),
    ...healthArea.handlers(services),
    ...helpArea.handlers(services),
    ...homeArea.handlers(services),
    ...jobBankArea.handlers(services),
    ...notificationsArea.handlers(services),
    ...operatorCompaniesArea.handlers(services),
    ...operatorRewardsArea.handlers(services),
    ...postsArea.handlers(services),
    ...profileArea.handlers(services),
    ...recognitionArea.handlers(services),
    ...rewardsArea.handlers(services),
    ...storageArea.handlers(services),
    ...storeArea.handlers(services),
    ...surveysArea.handlers(services),
    ...talksArea.handlers(services),
  } satisfies HandlerMap;
}
