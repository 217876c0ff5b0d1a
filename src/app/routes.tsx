import {
  Navigate,
  redirect,
  redirectDocument,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { homeRoutes } from '@/features/home/routes';
import { paths, routePatterns } from '@/shared/routing';
import { lazy, page } from './lazy-page';
import { MemberLayout } from './layouts/member/member-layout';
import { PageLoader } from './layouts/page-loader';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorPage } from './pages/route-error-page';
import { loadRoutePart, routePartOf } from './route-parts';

const ROOT_ROUTE_ID = 'root';
const MEMBER_SITE_ID = 'member-site';
const m = routePatterns.member;

/**
 * A static PDF in public/: a client-side visit loads the real file; when the server answered the
 * document URL with the app itself (no file there), go home rather than loop.
 */
function staticDocument(path: string): RouteObject {
  return {
    path,
    loader: ({ request }) =>
      new URL(request.url).pathname === window.location.pathname
        ? redirect(paths.home)
        : redirectDocument(path),
  };
}

/**
 * The route table of the portal (spec 000 §2 and spec 002 §2) as the first load needs it: /home and the
 * frame. The member site's other pages and the consoles join it on the first visit to one of them.
 */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteErrorPage,
    children: [
      { path: '/', element: <Navigate to={paths.home} replace /> },
      {
        id: MEMBER_SITE_ID,
        Component: MemberLayout,
        children: homeRoutes.map(page),
      },
      // The operations role's logo link (spec 000 §2) opens the operator console's home tab.
      { path: m.homeOps, element: <Navigate to={paths.operator.homeOps(1)} replace /> },
      // Designers and QA: no sign-in, no member layout; its code never reaches the member site's routes.
      { path: paths.statecharts, lazy: lazy(() => import('@/studio/studio.page')) },
      ...Object.values(routePatterns.documents).map(staticDocument),
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

/**
 * Adds the rest of the route table on the first visit to an address /home does not cover (React Router asks
 * whenever an address matches nothing but the catch-all): the console's routes under /admin or /operator, the
 * member site's otherwise. Routes already in the table are not added twice.
 */
const patchRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const part = routePartOf(path);
  patch(part === 'consoles' ? ROOT_ROUTE_ID : MEMBER_SITE_ID, await loadRoutePart(part));
};

/** What every router of the portal is created with: the table grows through `patchRoutes`. */
export const routerOptions = { patchRoutesOnNavigation: patchRoutes };
