// Written by `npm run areas` from the areas’ own files; a test fails when it is out of date. Do not edit.
import type { FeatureRoute } from '@/shared/routing/feature-route';
import { adminControlRoutes } from '@/features/admin-control/routes';
import { adminCoursesRoutes } from '@/features/admin-courses/routes';
import { adminFiltersRoutes } from '@/features/admin-filters/routes';
import { adminGenericRoutes } from '@/features/admin-generic/routes';
import { adminInvitationsRoutes } from '@/features/admin-invitations/routes';
import { adminPostsRoutes } from '@/features/admin-posts/routes';
import { adminRecognitionRoutes } from '@/features/admin-recognition/routes';
import { adminSurveysRoutes } from '@/features/admin-surveys/routes';
import { adminTalksRoutes } from '@/features/admin-talks/routes';
import { adminUsersRoutes } from '@/features/admin-users/routes';
import { auditLogRoutes } from '@/features/audit-log/routes';
import { authRoutes } from '@/features/auth/routes';
import { billboardRoutes } from '@/features/billboard/routes';
import { communityRoutes } from '@/features/community/routes';
import { directoryRoutes } from '@/features/directory/routes';
import { helpRoutes } from '@/features/help/routes';
import { homeRoutes } from '@/features/home/routes';
import { jobBankRoutes } from '@/features/job-bank/routes';
import { operatorCompaniesRoutes } from '@/features/operator-companies/routes';
import { operatorRewardsRoutes } from '@/features/operator-rewards/routes';
import { postsRoutes } from '@/features/posts/routes';
import { profileRoutes } from '@/features/profile/routes';
import { recognitionRoutes } from '@/features/recognition/routes';
import { rewardsRoutes } from '@/features/rewards/routes';
import { storeRoutes } from '@/features/store/routes';
import { surveysRoutes } from '@/features/surveys/routes';
import { talksRoutes } from '@/features/talks/routes';

/** Every feature's pages, from each feature's own `routes.ts`. */
export const featureRoutes: FeatureRoute[] = [
  ...adminControlRoutes,
  ...adminCoursesRoutes,
  ...adminFiltersRoutes,
  ...adminGenericRoutes,
  ...adminInvitationsRoutes,
  ...adminPostsRoutes,
  ...adminRecognitionRoutes,
  ...adminSurveysRoutes,
  ...adminTalksRoutes,
  ...adminUsersRoutes,
  ...auditLogRoutes,
  ...authRoutes,
  ...billboardRoutes,
  ...communityRoutes,
  ...directoryRoutes,
  ...helpRoutes,
  ...homeRoutes,
  ...jobBankRoutes,
  ...operatorCompaniesRoutes,
  ...operatorRewardsRoutes,
  ...postsRoutes,
  ...profileRoutes,
  ...recognitionRoutes,
  ...rewardsRoutes,
  ...storeRoutes,
  ...surveysRoutes,
  ...talksRoutes,
];
