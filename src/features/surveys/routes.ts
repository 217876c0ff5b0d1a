import { routePatterns } from '@/shared/routing';
import { siteRoutes, type FeatureRoute } from '@/shared/routing/feature-route';

const m = routePatterns.member;

/** The pages of surveys: the route tables are derived from this list (`npm run areas`). */
export const surveysRoutes: FeatureRoute[] = siteRoutes('member', [
  { path: m.surveys, title: 'Tu opinión', page: () => import('./surveys.page') },
]);
