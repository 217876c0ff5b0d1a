import type { ComponentType } from 'react';

/** The part of the portal a page belongs to: the member site or one of the two consoles. */
export type Site = 'member' | 'admin' | 'operator';

/** One page of a feature, as its own `routes.ts` declares it; the route tables are derived from these. */
export interface FeatureRoute {
  site: Site;
  /** The pattern React Router matches (from `routePatterns`, written once in this folder). */
  path: string;
  /** The section title the shell shows for the page (document title and heading). */
  title: string;
  /** The page's code, loaded when the route is first visited. */
  page: () => Promise<{ default: ComponentType }>;
  /**
   * Values of the pattern's parameters that show a seeded record in the route tests; a parameter not named
   * here is 1, an optional one is left out.
   */
  sample?: Record<string, string>;
}

/** A feature's pages on one site. */
export function siteRoutes(site: Site, routes: Omit<FeatureRoute, 'site'>[]): FeatureRoute[] {
  return routes.map((route) => ({ site, ...route }));
}

/** A URL for a route: its sample parameters, 1 for the others, optional ones left out. */
export function sampleUrl({ path, sample = {} }: Pick<FeatureRoute, 'path' | 'sample'>): string {
  return path
    .replace(/\/:(\w+)\?/g, (_, name: string) => (sample[name] ? `/${sample[name]}` : ''))
    .replace(/:(\w+)/g, (_, name: string) => sample[name] ?? '1');
}
