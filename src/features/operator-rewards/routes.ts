import { routePatterns } from '@/shared/routing';
import { siteRoutes, type FeatureRoute } from '@/shared/routing/feature-route';

const o = routePatterns.operator;

/** The pages of operator-rewards: the route tables are derived from this list (`npm run areas`). */
export const operatorRewardsRoutes: FeatureRoute[] = siteRoutes('operator', [
  { path: o.home, title: 'Control de recompensas', page: () => import('./rewards-control.page') },
  { path: o.homeOps, title: 'Control de recompensas', page: () => import('./rewards-control.page') },
  { path: o.controlReward, title: 'Recompensas', page: () => import('./rewards-control.page') },
  { path: o.providers, title: 'Proveedores', page: () => import('./rewards-control.page') },
  { path: o.categories, title: 'Categorías', page: () => import('./rewards-control.page') },
  { path: o.rewardDetails, title: 'Recompensa', page: () => import('./reward-details.page') },
  { path: o.loadCoupons, title: 'Carga de cupones', page: () => import('./load-coupons.page') },
  {
    path: o.rewardCategoryDetails,
    title: 'Categoría de recompensas',
    page: () => import('./category-details.page'),
  },
  { path: o.rewardProviderDetails, title: 'Proveedor', page: () => import('./provider-details.page') },
]);
