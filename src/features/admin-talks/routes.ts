import { routePatterns } from '@/shared/routing';
import { siteRoutes, type FeatureRoute } from '@/shared/routing/feature-route';

const a = routePatterns.admin;

/** The pages of admin-talks: the route tables are derived from this list (`npm run areas`). */
export const adminTalksRoutes: FeatureRoute[] = siteRoutes('admin', [
  { path: a.audience, title: 'Pride Talks', page: () => import('./admin-audience.page') },
]);
