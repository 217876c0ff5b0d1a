import { routePatterns } from '@/shared/routing';
import { siteRoutes, type FeatureRoute } from '@/shared/routing/feature-route';

const o = routePatterns.operator;

/** The pages of operator-companies: the route tables are derived from this list (`npm run areas`). */
export const operatorCompaniesRoutes: FeatureRoute[] = siteRoutes('operator', [
  { path: o.companies, title: 'Empresas', page: () => import('./companies.page') },
  { path: o.companyDetails, title: 'Empresa', page: () => import('./company-details.page') },
]);
