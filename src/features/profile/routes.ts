import { routePatterns } from '@/shared/routing';
import { siteRoutes, type FeatureRoute } from '@/shared/routing/feature-route';

const m = routePatterns.member;

/** The pages of profile: the route tables are derived from this list (`npm run areas`). */
export const profileRoutes: FeatureRoute[] = siteRoutes('member', [
  { path: m.profile, title: 'Mi perfil', page: () => import('./profile.page') },
]);
