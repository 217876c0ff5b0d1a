import { routePatterns } from '@/shared/routing';
import { siteRoutes, type FeatureRoute } from '@/shared/routing/feature-route';

const m = routePatterns.member;

/** The pages of recognition: the route tables are derived from this list (`npm run areas`). */
export const recognitionRoutes: FeatureRoute[] = siteRoutes('member', [
  { path: m.board, title: 'Reconocimientos', page: () => import('./board.page') },
]);
