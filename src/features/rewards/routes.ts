import { routePatterns } from '@/shared/routing';
import { siteRoutes, type FeatureRoute } from '@/shared/routing/feature-route';

const m = routePatterns.member;

/** The pages of rewards: the route tables are derived from this list (`npm run areas`). */
export const rewardsRoutes: FeatureRoute[] = siteRoutes('member', [
  { path: m.rewards, title: 'Recompensas', page: () => import('./rewards.page') },
  {
    path: m.redemptionHistory,
    title: 'Historial de canjes',
    page: () => import('./redemption-history.page'),
  },
  { path: m.accountStatus, title: 'Estado de cuenta', page: () => import('./account-status.page') },
]);
