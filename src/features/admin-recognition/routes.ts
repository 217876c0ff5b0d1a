import { routePatterns } from '@/shared/routing';
import { siteRoutes, type FeatureRoute } from '@/shared/routing/feature-route';

const a = routePatterns.admin;

/** The pages of admin-recognition: the route tables are derived from this list (`npm run areas`). */
export const adminRecognitionRoutes: FeatureRoute[] = siteRoutes('admin', [
  { path: a.board, title: 'Reconocimientos', page: () => import('./admin-board.page') },
  {
    path: a.categoryDetails,
    title: 'Categoría de reconocimiento',
    page: () => import('./category-details.page'),
  },
]);
