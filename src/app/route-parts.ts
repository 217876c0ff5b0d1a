import type { RouteObject } from 'react-router';
import { routePatterns } from '@/shared/routing';

/** The parts of the route table that join it on demand (docs/decisions/0199). */
export type RoutePart = 'consoles' | 'member-site';

const consolePrefixes = [routePatterns.admin.dashboard, routePatterns.operator.home];

/** The part an address (with or without a query) belongs to: a console's under /admin or /operator. */
export function routePartOf(address: string): RoutePart {
  const pathname = address.split(/[?#]/)[0] ?? '';
  const inConsole = consolePrefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  return inConsole ? 'consoles' : 'member-site';
}

/** Loads one part's routes (its code arrives once; a second call reuses it). */
export async function loadRoutePart(part: RoutePart): Promise<RouteObject[]> {
  if (part === 'consoles') return (await import('./consoles/console-routes')).consoleRoutes;
  return (await import('./member-site/member-routes')).memberRoutes;
}
