import { routePatterns } from '@/shared/routing';
import { siteRoutes, type FeatureRoute } from '@/shared/routing/feature-route';

const a = routePatterns.admin;

/** The pages of admin-filters: the route tables are derived from this list (`npm run areas`). */
export const adminFiltersRoutes: FeatureRoute[] = siteRoutes('admin', [
  { path: a.productFilter, title: 'Filtros de cupones', page: () => import('./product-filters.page') },
  {
    path: a.productFilterDetails,
    title: 'Filtro de cupones',
    page: () => import('./product-filter-details.page'),
  },
]);
