import type { RouteObject } from 'react-router';
import { paths } from '@/shared/routing';
import { featureRoutes } from '../feature-routes.generated';
import { page } from '../lazy-page';

/** Every page of the member site but /home, which the first load carries (`patchRoutes`). */
export const memberRoutes: RouteObject[] = featureRoutes
  .filter((route) => route.site === 'member' && route.path !== paths.home)
  .map(page);
