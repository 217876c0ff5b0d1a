import { routePatterns } from '@/shared/routing';
import { siteRoutes, type FeatureRoute } from '@/shared/routing/feature-route';

const a = routePatterns.admin;

/** The pages of admin-posts: the route tables are derived from this list (`npm run areas`). */
export const adminPostsRoutes: FeatureRoute[] = siteRoutes('admin', [
  { path: a.companyPost, title: 'Mundo Pride', page: () => import('./company-post.page') },
  { path: a.gallery, title: 'Galerías', page: () => import('./admin-gallery.page') },
  { path: a.companyGallery, title: 'Galería de la empresa', page: () => import('./company-gallery.page') },
]);
