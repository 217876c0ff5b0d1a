import { routePatterns } from '@/shared/routing';
import { siteRoutes, type FeatureRoute } from '@/shared/routing/feature-route';

const a = routePatterns.admin;

/** The pages of admin-generic: the route tables are derived from this list (`npm run areas`). */
export const adminGenericRoutes: FeatureRoute[] = siteRoutes('admin', [
  { path: a.genericSection, title: 'Publicaciones Genericas', page: () => import('./generic-section.page') },
]);
