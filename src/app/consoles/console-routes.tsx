import type { RouteObject } from 'react-router';
import { Roles } from '@/shared/account';
import { routePatterns } from '@/shared/routing';
import { lazy, page } from '../lazy-page';
import { featureRoutes } from '../feature-routes.generated';
import { appMessages } from '../messages';
import { RoleGuard } from '../role-guard';

const adminRoutes: RouteObject[] = [
  page({
    path: routePatterns.admin.dashboard,
    title: appMessages.consoles.dashboard,
    page: () => import('../pages/admin-dashboard.page'),
  }),
  ...featureRoutes.filter((route) => route.site === 'admin').map(page),
];

const operatorRoutes = featureRoutes.filter((route) => route.site === 'operator').map(page);

/**
 * The administrator's and the operator's consoles: they join the route table on the first visit to one of
 * their addresses (`patchConsoleRoutes`), so the member site's first page never carries them.
 */
export const consoleRoutes: RouteObject[] = [
  {
    id: 'admin-console',
    element: <RoleGuard allow={[Roles.hr]} />,
    children: [{ lazy: lazy(() => import('../layouts/admin/admin-layout')), children: adminRoutes }],
  },
  {
    id: 'operator-console',
    element: <RoleGuard allow={[Roles.operations]} />,
    children: [{ lazy: lazy(() => import('../layouts/operator/operator-layout')), children: operatorRoutes }],
  },
];
