import { routePatterns } from '@/shared/routing';
import { siteRoutes, type FeatureRoute } from '@/shared/routing/feature-route';

const m = routePatterns.member;

/** The pages of posts: the route tables are derived from this list (`npm run areas`). */
export const postsRoutes: FeatureRoute[] = siteRoutes('member', [
  { path: m.blogCompany, title: 'Mundo Pride', page: () => import('./blog.page') },
  { path: m.ourCompany, title: 'Mundo Pride', page: () => import('./blog.page') },
  { path: m.ourCompanyReport, title: 'Comentario reportado', page: () => import('./comment-report.page') },
  { path: m.ourCompanyPost, title: 'Mundo Pride', page: () => import('./post-detail.page') },
  { path: m.gallery, title: 'Galería', page: () => import('./gallery.page') },
  { path: m.storiesPride, title: 'Historias Pride', page: () => import('./stories.page') },
  { path: m.story, title: 'Historias Pride', page: () => import('./stories.page') },
  { path: m.storyReport, title: 'Comentario reportado', page: () => import('./comment-report.page') },
  { path: m.storyPost, title: 'Historias Pride', page: () => import('./post-detail.page') },
]);
