import { routePatterns } from '@/shared/routing';
import { siteRoutes, type FeatureRoute } from '@/shared/routing/feature-route';

const a = routePatterns.admin;

/** The pages of admin-control: the route tables are derived from this list (`npm run areas`). */
export const adminControlRoutes: FeatureRoute[] = siteRoutes('admin', [
  { path: a.control, title: 'Control', page: () => import('./control.page') },
  {
    path: a.companyEventType,
    title: 'Lista de tipos de evento',
    page: () => import('./company-event-type.page'),
  },
  { path: a.notice, title: 'Avisos', page: () => import('./notice.page') },
]);
