import { paths, routePatterns } from '@/shared/routing';
import type { ConsoleNavItem } from '../console/console-nav';

const a = routePatterns.admin;

/** The administrator console's sections (spec 002 §1 and §2). */
export const adminNavItems: readonly ConsoleNavItem[] = [
  { label: 'Inicio', to: paths.admin.dashboard },
  { label: 'Cartelera', to: paths.admin.course },
  { label: 'Recompensas', to: paths.admin.productFilter, also: [a.productFilterDetails] },
  {
    label: 'Tu opinion',
    to: paths.admin.surveys,
    also: [a.surveyDetails, a.surveyScales, a.surveyScaleDetails, a.answerTypes, a.surveyResults],
  },
  { label: 'Control', to: paths.admin.control, also: [a.companyEventType, a.notice] },
  { label: 'Mundo Pride', to: paths.admin.companyPost, also: [a.gallery, a.companyGallery] },
  { label: 'Pride Talks', to: paths.admin.audience },
  { label: 'Usuarios', to: paths.admin.users, also: [a.userDetails, a.bulkLoad] },
  { label: 'Publicaciones Genericas', to: paths.admin.genericSection },
  { label: 'Reconocimientos', to: paths.admin.board, also: [a.categoryDetails] },
];
