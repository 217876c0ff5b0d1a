import type { ComponentType } from 'react';
import { Navigate, redirect, redirectDocument, type RouteObject } from 'react-router';
import { Roles } from '@/shared/account';
import { paths, routePatterns } from '@/shared/routing';
import { sectionTitles } from '@/shared/section-titles';
import { MemberLayout } from './layouts/member/member-layout';
import { PageLoader } from './layouts/page-loader';
import { RootLayout } from './layouts/root-layout';
import type { RouteHandle } from './layouts/route-handle';
import { routeTitles } from './messages';
import { RouteErrorPage } from './pages/route-error-page';
import { RoleGuard } from './role-guard';

const m = routePatterns.member;
const a = routePatterns.admin;
const o = routePatterns.operator;

type PageModule = Promise<{ default: ComponentType }>;

/** A lazily loaded page or layout: its code arrives only when its route is visited. */
function lazy(load: () => PageModule): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

function page(path: string, title: string, load: () => PageModule): RouteObject {
  const handle: RouteHandle = { title };
  return { path, handle, lazy: lazy(load) };
}

/**
 * A static PDF in public/: a client-side visit loads the real file; when the server answered the
 * document URL with the app itself (no file there), go home rather than loop.
 */
function staticDocument(path: string): RouteObject {
  return {
    path,
    loader: ({ request }) =>
      new URL(request.url).pathname === window.location.pathname
        ? redirect(paths.home)
        : redirectDocument(path),
  };
}

const memberRoutes: RouteObject[] = [
  page(
    m.verifyAccount,
    routeTitles.member.verifyAccount,
    () => import('@/features/auth/verify-account.page'),
  ),
  page(
    m.resetPassword,
    routeTitles.member.resetPassword,
    () => import('@/features/auth/reset-password.page'),
  ),
  page(m.home, routeTitles.member.home, () => import('@/features/home/home.page')),
  page(m.surveys, routeTitles.member.surveys, () => import('@/features/surveys/surveys.page')),
  page(m.board, routeTitles.member.board, () => import('@/features/recognition/board.page')),
  page(m.discount, routeTitles.member.discount, () => import('@/features/store/discount.page')),
  page(m.directory, routeTitles.member.directory, () => import('@/features/directory/directory.page')),
  page(m.ambassador, routeTitles.member.ambassador, () => import('@/features/community/ambassador.page')),
  page(m.prideMusic, routeTitles.member.prideMusic, () => import('@/features/community/pride-music.page')),
  page(
    m.interestGroup,
    routeTitles.member.interestGroup,
    () => import('@/features/community/interest-group.page'),
  ),
  page(
    m.directoryDetails,
    routeTitles.member.directoryDetails,
    () => import('@/features/directory/directory-details.page'),
  ),
  page(
    m.registerServices,
    routeTitles.member.registerServices,
    () => import('@/features/directory/register-services.page'),
  ),
  page(
    m.cardTokenizationResult,
    routeTitles.member.cardTokenizationResult,
    () => import('@/features/directory/card-result.page'),
  ),
  page(
    m.registerService,
    routeTitles.member.registerService,
    () => import('@/features/directory/register-services.page'),
  ),
  page(m.provider, routeTitles.member.provider, () => import('@/features/store/provider.page')),
  page(
    m.pendingPayment,
    routeTitles.member.pendingPayment,
    () => import('@/features/store/pending-payment.page'),
  ),
  page(
    m.shoppingHistory,
    sectionTitles.shoppingHistory,
    () => import('@/features/store/shopping-history.page'),
  ),
  page(m.rewards, routeTitles.member.rewards, () => import('@/features/rewards/rewards.page')),
  page(
    m.redemptionHistory,
    routeTitles.member.redemptionHistory,
    () => import('@/features/rewards/redemption-history.page'),
  ),
  page(
    m.accountStatus,
    routeTitles.member.accountStatus,
    () => import('@/features/rewards/account-status.page'),
  ),
  page(m.profile, routeTitles.member.profile, () => import('@/features/profile/profile.page')),
  page(m.blogCompany, routeTitles.member.blogCompany, () => import('@/features/posts/blog.page')),
  page(m.ourCompany, routeTitles.member.ourCompany, () => import('@/features/posts/blog.page')),
  page(
    m.ourCompanyReport,
    routeTitles.member.ourCompanyReport,
    () => import('@/features/posts/comment-report.page'),
  ),
  page(
    m.ourCompanyPost,
    routeTitles.member.ourCompanyPost,
    () => import('@/features/posts/post-detail.page'),
  ),
  page(m.gallery, routeTitles.member.gallery, () => import('@/features/posts/gallery.page')),
  page(m.storiesPride, routeTitles.member.storiesPride, () => import('@/features/posts/stories.page')),
  page(m.story, routeTitles.member.story, () => import('@/features/posts/stories.page')),
  page(m.storyReport, routeTitles.member.storyReport, () => import('@/features/posts/comment-report.page')),
  page(m.storyPost, routeTitles.member.storyPost, () => import('@/features/posts/post-detail.page')),
  page(m.help, routeTitles.member.help, () => import('@/features/help/help.page')),
  page(m.audience, routeTitles.member.audience, () => import('@/features/talks/audience.page')),
  page(m.ecommerce, routeTitles.member.ecommerce, () => import('@/features/help/ecommerce.page')),
  page(
    m.caringCommunity,
    routeTitles.member.caringCommunity,
    () => import('@/features/store/caring-community.page'),
  ),
  page(m.foundation, routeTitles.member.foundation, () => import('@/features/store/foundation.page')),
  page(m.jobBank, routeTitles.member.jobBank, () => import('@/features/job-bank/job-bank.page')),
  page(
    m.applicantSent,
    routeTitles.member.applicantSent,
    () => import('@/features/job-bank/applicant-sent.page'),
  ),
  page(m.listNewJobs, routeTitles.member.listNewJobs, () => import('@/features/job-bank/list-new-jobs.page')),
  page(m.jobDetails, routeTitles.member.jobDetails, () => import('@/features/job-bank/job-details.page')),
  page(m.registerJob, routeTitles.member.registerJob, () => import('@/features/job-bank/register-job.page')),
  page(m.editJob, routeTitles.member.editJob, () => import('@/features/job-bank/edit-job.page')),
  page(
    m.jobsPublished,
    routeTitles.member.jobsPublished,
    () => import('@/features/job-bank/jobs-published.page'),
  ),
  page(m.candidates, routeTitles.member.candidates, () => import('@/features/job-bank/candidates.page')),
  page(m.orderDetails, routeTitles.member.orderDetails, () => import('@/features/store/order-details.page')),
  page(m.canceled, routeTitles.member.canceled, () => import('@/features/store/canceled.page')),
  // Not in the spec's route table: where the sandbox payment returns after a membership (docs/decisions/0041).
  page(
    '/payment-success',
    routeTitles.member.paymentSuccess,
    () => import('@/features/store/payment-success.page'),
  ),
  page(m.courseView, routeTitles.member.courseView, () => import('@/features/billboard/course-view.page')),
  page(m.course, routeTitles.member.course, () => import('@/features/billboard/course-view.page')),
  page(m.newEvent, routeTitles.member.newEvent, () => import('@/features/billboard/new-event.page')),
  page(
    m.approveEvent,
    routeTitles.member.approveEvent,
    () => import('@/features/billboard/approve-event.page'),
  ),
  page(m.myEvents, routeTitles.member.myEvents, () => import('@/features/billboard/my-events.page')),
  page(m.membership, routeTitles.member.membership, () => import('@/features/store/membership.page')),
  page(m.logout, routeTitles.member.logout, () => import('@/features/auth/logout.page')),
  page(
    m.referralRegister,
    routeTitles.member.referralRegister,
    () => import('@/features/auth/referral-register.page'),
  ),
];

const adminRoutes: RouteObject[] = [
  page(a.dashboard, routeTitles.admin.dashboard, () => import('./pages/admin-dashboard.page')),
  page(a.users, routeTitles.admin.users, () => import('@/features/admin-org/users.page')),
  page(a.userDetails, routeTitles.admin.userDetails, () => import('@/features/admin-org/user-details.page')),
  page(a.bulkLoad, routeTitles.admin.bulkLoad, () => import('@/features/admin-org/bulk-load.page')),
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

/** The one route table of the portal (spec 000 §2 and spec 002 §2). */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteErrorPage,
    children: [
      { path: '/', element: <Navigate to={paths.home} replace /> },
      { Component: MemberLayout, children: memberRoutes },
      // The operations role's logo link (spec 000 §2) opens the operator console's home tab.
      { path: m.homeOps, element: <Navigate to={paths.operator.homeOps(1)} replace /> },
      {
        element: <RoleGuard allow={[Roles.hr]} />,
        children: [{ lazy: lazy(() => import('./layouts/admin/admin-layout')), children: adminRoutes }],
      },
      {
        element: <RoleGuard allow={[Roles.operations]} />,
        children: [
          { lazy: lazy(() => import('./layouts/operator/operator-layout')), children: operatorRoutes },
        ],
      },
      // Designers and QA: no sign-in, no member layout; its code never reaches the member site's routes.
      { path: paths.statecharts, lazy: lazy(() => import('@/studio/studio.page')) },
      ...Object.values(routePatterns.documents).map(staticDocument),
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];
