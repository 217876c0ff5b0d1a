import { paths, routePatterns } from '@/shared/routing';
import type { ConsoleNavItem } from '../console/console-nav';
import { appMessages as t } from '../../messages';

const a = routePatterns.admin;

/** The administrator console's sections (spec 002 §1 and §2). */
export const adminNavItems: readonly ConsoleNavItem[] = [
  { label: t.adminSections.home, to: paths.admin.dashboard },
  { label: t.adminSections.course.title, to: paths.admin.course },
  { label: t.adminSections.rewards.title, to: paths.admin.productFilter, also: [a.productFilterDetails] },
  {
    label: t.adminSections.surveys.title,
    to: paths.admin.surveys,
    also: [a.surveyDetails, a.surveyScales, a.surveyScaleDetails, a.answerTypes, a.surveyResults],
  },
  { label: t.adminSections.control.title, to: paths.admin.control, also: [a.companyEventType, a.notice] },
  { label: t.adminSections.blog.title, to: paths.admin.companyPost, also: [a.gallery, a.companyGallery] },
  { label: t.adminSections.talks.title, to: paths.admin.audience },
  {
    label: t.adminSections.users.title,
    to: paths.admin.users,
    also: [a.userDetails, a.bulkLoad, a.invitations],
  },
  { label: t.adminSections.generic.title, to: paths.admin.genericSection },
  { label: t.adminSections.board, to: paths.admin.board, also: [a.categoryDetails] },
  { label: t.adminSections.audit, to: paths.admin.audit },
];
