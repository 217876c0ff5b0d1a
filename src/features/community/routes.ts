import { routePatterns } from '@/shared/routing';
import { siteRoutes, type FeatureRoute } from '@/shared/routing/feature-route';

const m = routePatterns.member;

/** The pages of community: the route tables are derived from this list (`npm run areas`). */
export const communityRoutes: FeatureRoute[] = siteRoutes('member', [
  { path: m.ambassador, title: 'Embajadores', page: () => import('./ambassador.page') },
  { path: m.prideMusic, title: 'Pride Music', page: () => import('./pride-music.page') },
  { path: m.interestGroup, title: 'Grupos de interés', page: () => import('./interest-group.page') },
]);
