import { routePatterns } from '@/shared/routing';
import { siteRoutes, type FeatureRoute } from '@/shared/routing/feature-route';

const m = routePatterns.member;

/** The pages of talks: the route tables are derived from this list (`npm run areas`). */
export const talksRoutes: FeatureRoute[] = siteRoutes('member', [
  { path: m.audience, title: 'Pride Talks', page: () => import('./audience.page') },
]);
