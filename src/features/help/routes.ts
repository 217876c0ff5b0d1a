import { routePatterns } from '@/shared/routing';
import { siteRoutes, type FeatureRoute } from '@/shared/routing/feature-route';

const m = routePatterns.member;

/** The pages of help: the route tables are derived from this list (`npm run areas`). */
export const helpRoutes: FeatureRoute[] = siteRoutes('member', [
  { path: m.help, title: 'Ayuda', page: () => import('./help.page') },
  { path: m.ecommerce, title: 'Tienda en línea', page: () => import('./ecommerce.page') },
]);
