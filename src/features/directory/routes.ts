import { routePatterns } from '@/shared/routing';
import { siteRoutes, type FeatureRoute } from '@/shared/routing/feature-route';

const m = routePatterns.member;

/** The pages of directory: the route tables are derived from this list (`npm run areas`). */
export const directoryRoutes: FeatureRoute[] = siteRoutes('member', [
  { path: m.directory, title: 'Economía incluyente', page: () => import('./directory.page') },
  { path: m.directoryDetails, title: 'Economía incluyente', page: () => import('./directory-details.page') },
  {
    path: m.registerServices,
    title: 'Registro de servicios',
    page: () => import('./register-services.page'),
  },
  {
    path: m.cardTokenizationResult,
    title: 'Verificación de tarjeta',
    page: () => import('./card-result.page'),
    sample: { isSuccess: 'true' },
  },
  { path: m.registerService, title: 'Registro de servicios', page: () => import('./register-services.page') },
]);
