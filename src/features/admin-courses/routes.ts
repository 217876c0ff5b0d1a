import { routePatterns } from '@/shared/routing';
import { siteRoutes, type FeatureRoute } from '@/shared/routing/feature-route';

const a = routePatterns.admin;

/** The pages of admin-courses: the route tables are derived from this list (`npm run areas`). */
export const adminCoursesRoutes: FeatureRoute[] = siteRoutes('admin', [
  { path: a.course, title: 'Cartelera', page: () => import('./admin-course.page') },
]);
