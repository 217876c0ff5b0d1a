import { routePatterns } from '@/shared/routing';
import { siteRoutes, type FeatureRoute } from '@/shared/routing/feature-route';

const a = routePatterns.admin;

/** The pages of admin-users: the route tables are derived from this list (`npm run areas`). */
export const adminUsersRoutes: FeatureRoute[] = siteRoutes('admin', [
  { path: a.users, title: 'Usuarios', page: () => import('./users.page') },
  { path: a.userDetails, title: 'Usuario', page: () => import('./user-details.page') },
  { path: a.bulkLoad, title: 'Carga masiva', page: () => import('./bulk-load.page') },
]);
