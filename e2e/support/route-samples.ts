import { paths, routePatterns } from '../../src/shared/routing';

/** A seeded value for each route parameter, so every pattern of the route table becomes a URL to visit. */
const sampleParams: Record<string, string> = {
  isSuccess: 'true',
  referralToken: 'demo',
  tap: '1',
};

/** A URL for a route pattern: required parameters get a sample (1 by default), optional ones are left out. */
export function sampleUrl(pattern: string): string {
  return pattern.replace(/\/:\w+\?/g, '').replace(/:(\w+)/g, (_, name: string) => sampleParams[name] ?? '1');
}

/** Every page of an area, taken from the route patterns the route table is built from. */
function urls(patterns: Record<string, string>): string[] {
  return [...new Set(Object.values(patterns).map(sampleUrl))];
}

// Visiting /logout ends the session, so signed-in passes leave it out (the visitor pass covers it).
const memberUrls = urls(routePatterns.member);

export const routeSamples = {
  visitor: [...memberUrls, paths.statecharts],
  member: memberUrls.filter((url) => url !== paths.logout),
  admin: urls(routePatterns.admin),
  operator: urls(routePatterns.operator),
} as const;
