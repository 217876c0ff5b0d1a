import { routePatterns } from '@/shared/routing';

const consolePrefixes = [routePatterns.admin.dashboard, routePatterns.operator.home];

/** Whether an address belongs to the administrator's or the operator's console. */
export function isConsolePath(pathname: string): boolean {
  return consolePrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
