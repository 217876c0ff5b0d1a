import type { RouteObject } from 'react-router';
import { Roles } from '@/shared/account';
import { routePatterns } from '@/shared/routing';
import { lazy, page } from '../lazy-page';
import { consoleRouteTitles as routeTitles } from './messages';
import { RoleGuard } from '../role-guard';

const a = routePatterns.admin;
const o = routePatterns.operator;

const adminRoutes: RouteObject[] = [
  page(a.dashboard, routeTitles.admin.dashboard, () => import('../pages/admin-dashboard.page')),
  page(a.users, routeTitles.admin.users, () => import('@/features/admin-org/users.page')),
  page(a.userDetails, routeTitles.admin.userDetails, () => import('@/features/admin-org/user-details.page')),
  page(a.bulkLoad, routeTitles.admin.bulkLoad, () => import('@/features/admin-org/bulk-load.page')),
  page(
    a.invitations,
    routeTitles.admin.invitations,
    () => import('@/features/admin-invitations/invitations.page'),
  ),
  page(a.audience, routeTitles.admin.audience, () => import('@/features/admin-talks/admin-audience.page')),
  page(
    a.genericSection,
    routeTitles.admin.genericSection,
    () => import('@/features/admin-generic/generic-section.page'),
  ),
  page(a.surveys, routeTitles.admin.surveys, () => import('@/features/admin-surveys/admin-surveys.page')),
  page(
    a.surveyScales,
    routeTitles.admin.surveyScales,
    () => import('@/features/admin-surveys/survey-scales.page'),
  ),
  page(
    a.answerTypes,
    routeTitles.admin.answerTypes,
    () => import('@/features/admin-surveys/answer-types.page'),
  ),
  page(
    a.surveyScaleDetails,
    routeTitles.admin.surveyScaleDetails,
    () => import('@/features/admin-surveys/survey-scale-details.page'),
  ),
  page(
    a.surveyDetails,
    routeTitles.admin.surveyDetails,
    () => import('@/features/admin-surveys/survey-details.page'),
  ),
  page(
    a.surveyResults,
    routeTitles.admin.surveyResults,
    () => import('@/features/admin-surveys/survey-results.page'),
  ),
  page(a.board, routeTitles.admin.board, () => import('@/features/admin-recognition/admin-board.page')),
  page(
    a.categoryDetails,
    routeTitles.admin.categoryDetails,
    () => import('@/features/admin-recognition/category-details.page'),
  ),
  page(a.control, routeTitles.admin.control, () => import('@/features/admin-org/control.page')),
  page(
    a.companyEventType,
    routeTitles.admin.companyEventType,
    () => import('@/features/admin-org/company-event-type.page'),
  ),
  page(
    a.companyPost,
    routeTitles.admin.companyPost,
    () => import('@/features/admin-posts/company-post.page'),
  ),
  page(a.gallery, routeTitles.admin.gallery, () => import('@/features/admin-posts/admin-gallery.page')),
  page(
    a.companyGallery,
    routeTitles.admin.companyGallery,
    () => import('@/features/admin-posts/company-gallery.page'),
  ),
  page(a.notice, routeTitles.admin.notice, () => import('@/features/admin-org/notice.page')),
  page(
    a.productFilter,
    routeTitles.admin.productFilter,
    () => import('@/features/admin-filters/product-filters.page'),
  ),
  page(
    a.productFilterDetails,
    routeTitles.admin.productFilterDetails,
    () => import('@/features/admin-filters/product-filter-details.page'),
  ),
  page(a.course, routeTitles.admin.course, () => import('@/features/admin-courses/admin-course.page')),
];

const operatorRoutes: RouteObject[] = [
  page(o.home, routeTitles.operator.home, () => import('@/features/operator/rewards-control.page')),
  page(o.homeOps, routeTitles.operator.homeOps, () => import('@/features/operator/rewards-control.page')),
  page(
    o.controlReward,
    routeTitles.operator.controlReward,
    () => import('@/features/operator/rewards-control.page'),
  ),
  page(o.providers, routeTitles.operator.providers, () => import('@/features/operator/rewards-control.page')),
  page(
    o.categories,
    routeTitles.operator.categories,
    () => import('@/features/operator/rewards-control.page'),
  ),
  page(
    o.rewardDetails,
    routeTitles.operator.rewardDetails,
    () => import('@/features/operator/reward-details.page'),
  ),
  page(
    o.loadCoupons,
    routeTitles.operator.loadCoupons,
    () => import('@/features/operator/load-coupons.page'),
  ),
  page(
    o.rewardCategoryDetails,
    routeTitles.operator.rewardCategoryDetails,
    () => import('@/features/operator/category-details.page'),
  ),
  page(
    o.rewardProviderDetails,
    routeTitles.operator.rewardProviderDetails,
    () => import('@/features/operator/provider-details.page'),
  ),
  page(o.companies, routeTitles.operator.companies, () => import('@/features/operator/companies.page')),
  page(
    o.companyDetails,
    routeTitles.operator.companyDetails,
    () => import('@/features/operator/company-details.page'),
  ),
];

/**
 * The administrator's and the operator's consoles: they join the route table on the first visit to one of
 * their addresses (`patchConsoleRoutes`), so the member site's first page never carries them.
 */
export const consoleRoutes: RouteObject[] = [
  {
    id: 'admin-console',
    element: <RoleGuard allow={[Roles.hr]} />,
    children: [{ lazy: lazy(() => import('../layouts/admin/admin-layout')), children: adminRoutes }],
  },
  {
    id: 'operator-console',
    element: <RoleGuard allow={[Roles.operations]} />,
    children: [{ lazy: lazy(() => import('../layouts/operator/operator-layout')), children: operatorRoutes }],
  },
];
