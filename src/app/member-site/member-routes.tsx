import type { RouteObject } from 'react-router';
import { routePatterns } from '@/shared/routing';
import { sectionTitles } from '@/shared/section-titles';
import { page } from '../lazy-page';
import { memberRouteTitles } from './messages';

const m = routePatterns.member;

/** Every page of the member site but /home, which the first load carries (`patchRoutes`). */
export const memberRoutes: RouteObject[] = [
  page(m.verifyAccount, memberRouteTitles.verifyAccount, () => import('@/features/auth/verify-account.page')),
  page(
    m.verifyAdditionalEmail,
    memberRouteTitles.verifyAdditionalEmail,
    () => import('@/features/auth/verify-additional-email.page'),
  ),
  page(m.resetPassword, memberRouteTitles.resetPassword, () => import('@/features/auth/reset-password.page')),
  page(m.surveys, memberRouteTitles.surveys, () => import('@/features/surveys/surveys.page')),
  page(m.board, memberRouteTitles.board, () => import('@/features/recognition/board.page')),
  page(m.discount, memberRouteTitles.discount, () => import('@/features/store/discount.page')),
  page(m.directory, memberRouteTitles.directory, () => import('@/features/directory/directory.page')),
  page(m.ambassador, memberRouteTitles.ambassador, () => import('@/features/community/ambassador.page')),
  page(m.prideMusic, memberRouteTitles.prideMusic, () => import('@/features/community/pride-music.page')),
  page(
    m.interestGroup,
    memberRouteTitles.interestGroup,
    () => import('@/features/community/interest-group.page'),
  ),
  page(
    m.directoryDetails,
    memberRouteTitles.directoryDetails,
    () => import('@/features/directory/directory-details.page'),
  ),
  page(
    m.registerServices,
    memberRouteTitles.registerServices,
    () => import('@/features/directory/register-services.page'),
  ),
  page(
    m.cardTokenizationResult,
    memberRouteTitles.cardTokenizationResult,
    () => import('@/features/directory/card-result.page'),
  ),
  page(
    m.registerService,
    memberRouteTitles.registerService,
    () => import('@/features/directory/register-services.page'),
  ),
  page(m.provider, memberRouteTitles.provider, () => import('@/features/store/provider.page')),
  page(
    m.pendingPayment,
    memberRouteTitles.pendingPayment,
    () => import('@/features/store/pending-payment.page'),
  ),
  page(
    m.shoppingHistory,
    sectionTitles.shoppingHistory,
    () => import('@/features/store/shopping-history.page'),
  ),
  page(m.rewards, memberRouteTitles.rewards, () => import('@/features/rewards/rewards.page')),
  page(
    m.redemptionHistory,
    memberRouteTitles.redemptionHistory,
    () => import('@/features/rewards/redemption-history.page'),
  ),
  page(
    m.accountStatus,
    memberRouteTitles.accountStatus,
    () => import('@/features/rewards/account-status.page'),
  ),
  page(m.profile, memberRouteTitles.profile, () => import('@/features/profile/profile.page')),
  page(m.blogCompany, memberRouteTitles.blogCompany, () => import('@/features/posts/blog.page')),
  page(m.ourCompany, memberRouteTitles.ourCompany, () => import('@/features/posts/blog.page')),
  page(
    m.ourCompanyReport,
    memberRouteTitles.ourCompanyReport,
    () => import('@/features/posts/comment-report.page'),
  ),
  page(m.ourCompanyPost, memberRouteTitles.ourCompanyPost, () => import('@/features/posts/post-detail.page')),
  page(m.gallery, memberRouteTitles.gallery, () => import('@/features/posts/gallery.page')),
  page(m.storiesPride, memberRouteTitles.storiesPride, () => import('@/features/posts/stories.page')),
  page(m.story, memberRouteTitles.story, () => import('@/features/posts/stories.page')),
  page(m.storyReport, memberRouteTitles.storyReport, () => import('@/features/posts/comment-report.page')),
  page(m.storyPost, memberRouteTitles.storyPost, () => import('@/features/posts/post-detail.page')),
  page(m.help, memberRouteTitles.help, () => import('@/features/help/help.page')),
  page(m.audience, memberRouteTitles.audience, () => import('@/features/talks/audience.page')),
  page(m.ecommerce, memberRouteTitles.ecommerce, () => import('@/features/help/ecommerce.page')),
  page(
    m.caringCommunity,
    memberRouteTitles.caringCommunity,
    () => import('@/features/store/caring-community.page'),
  ),
  page(m.foundation, memberRouteTitles.foundation, () => import('@/features/store/foundation.page')),
  page(m.jobBank, memberRouteTitles.jobBank, () => import('@/features/job-bank/job-bank.page')),
  page(
    m.applicantSent,
    memberRouteTitles.applicantSent,
    () => import('@/features/job-bank/applicant-sent.page'),
  ),
  page(m.listNewJobs, memberRouteTitles.listNewJobs, () => import('@/features/job-bank/list-new-jobs.page')),
  page(m.jobDetails, memberRouteTitles.jobDetails, () => import('@/features/job-bank/job-details.page')),
  page(m.registerJob, memberRouteTitles.registerJob, () => import('@/features/job-bank/register-job.page')),
  page(m.editJob, memberRouteTitles.editJob, () => import('@/features/job-bank/edit-job.page')),
  page(
    m.jobsPublished,
    memberRouteTitles.jobsPublished,
    () => import('@/features/job-bank/jobs-published.page'),
  ),
  page(m.candidates, memberRouteTitles.candidates, () => import('@/features/job-bank/candidates.page')),
  page(m.orderDetails, memberRouteTitles.orderDetails, () => import('@/features/store/order-details.page')),
  page(m.canceled, memberRouteTitles.canceled, () => import('@/features/store/canceled.page')),
  // Not in the spec's route table: where the sandbox payment returns after a membership (docs/decisions/0041).
  page(
    '/payment-success',
    memberRouteTitles.paymentSuccess,
    () => import('@/features/store/payment-success.page'),
  ),
  page(m.courseView, memberRouteTitles.courseView, () => import('@/features/billboard/course-view.page')),
  page(m.course, memberRouteTitles.course, () => import('@/features/billboard/course-view.page')),
  page(m.newEvent, memberRouteTitles.newEvent, () => import('@/features/billboard/new-event.page')),
  page(
    m.approveEvent,
    memberRouteTitles.approveEvent,
    () => import('@/features/billboard/approve-event.page'),
  ),
  page(m.myEvents, memberRouteTitles.myEvents, () => import('@/features/billboard/my-events.page')),
  page(m.membership, memberRouteTitles.membership, () => import('@/features/store/membership.page')),
  page(m.logout, memberRouteTitles.logout, () => import('@/features/auth/logout.page')),
  page(
    m.referralRegister,
    memberRouteTitles.referralRegister,
    () => import('@/features/auth/referral-register.page'),
  ),
];
