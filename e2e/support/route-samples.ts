import { featureRoutes } from '../../src/app/feature-routes.generated';
import { paths, routePatterns } from '../../src/shared/routing';
import { sampleUrl, type Site } from '../../src/shared/routing/feature-route';

/** Every page of a site, from the features' own route lists, each with the sample its feature gives. */
function urls(site: Site): string[] {
  return [...new Set(featureRoutes.filter((route) => route.site === site).map(sampleUrl))];
}

// The operations role's logo link is the app's own redirect, not a feature's page.
const memberUrls = [...urls('member'), paths.homeOps];

export const routeSamples = {
  visitor: [...memberUrls, paths.statecharts],
  // Visiting /logout ends the session, so signed-in passes leave it out (the visitor pass covers it).
  member: memberUrls.filter((url) => url !== paths.logout),
  admin: [routePatterns.admin.dashboard, ...urls('admin')],
  operator: urls('operator'),
} as const;
