import { routePatterns } from '@/shared/routing';
import { siteRoutes, type FeatureRoute } from '@/shared/routing/feature-route';

/**
 * The pages of home: /home rides with the first load (src/app/routes.tsx); the route tables are derived from
 * this list (`npm run areas`).
 */
export const homeRoutes: FeatureRoute[] = siteRoutes('member', [
  { path: routePatterns.member.home, title: 'Inicio', page: () => import('./home.page') },
]);
