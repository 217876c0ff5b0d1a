import { routePatterns } from '@/shared/routing';
import { siteRoutes, type FeatureRoute } from '@/shared/routing/feature-route';

const m = routePatterns.member;

/** The pages of billboard: the route tables are derived from this list (`npm run areas`). */
export const billboardRoutes: FeatureRoute[] = siteRoutes('member', [
  { path: m.courseView, title: 'Cartelera', page: () => import('./course-view.page') },
  { path: m.course, title: 'Cartelera', page: () => import('./course-view.page') },
  { path: m.newEvent, title: 'Cartelera', page: () => import('./new-event.page') },
  { path: m.approveEvent, title: 'Cartelera', page: () => import('./approve-event.page') },
  { path: m.myEvents, title: 'Cartelera', page: () => import('./my-events.page') },
]);
