import { routePatterns } from '@/shared/routing';
import { siteRoutes, type FeatureRoute } from '@/shared/routing/feature-route';
import { auditLogMessages as m } from './messages';

/** The pages of audit-log: the route tables are derived from this list (`npm run areas`). */
export const auditLogRoutes: FeatureRoute[] = [
  ...siteRoutes('admin', [
    { path: routePatterns.admin.audit, title: m.title, page: () => import('./company-audit.page') },
  ]),
  ...siteRoutes('operator', [
    { path: routePatterns.operator.audit, title: m.title, page: () => import('./every-audit.page') },
  ]),
];
