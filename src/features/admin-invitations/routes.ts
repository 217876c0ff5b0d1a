import { routePatterns } from '@/shared/routing';
import { siteRoutes, type FeatureRoute } from '@/shared/routing/feature-route';

const a = routePatterns.admin;

/** The pages of admin-invitations: the route tables are derived from this list (`npm run areas`). */
export const adminInvitationsRoutes: FeatureRoute[] = siteRoutes('admin', [
  { path: a.invitations, title: 'Enlaces de invitación', page: () => import('./invitations.page') },
]);
