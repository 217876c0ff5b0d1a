import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { createQueryClient } from './query-client';

/** The id of the JSON block the gateway writes beside a prerendered page (docs/decisions/0197). */
const PRERENDER_STATE_ID = 'prerender-state';

/**
 * The query cache a prerendered page was rendered from, or null when the page was not prerendered (every
 * route but a visitor's /home) or its markup was set aside for a stored session.
 */
export function prerenderedCache(root: HTMLElement) {
  const block = document.getElementById(PRERENDER_STATE_ID);
  if (!block?.textContent || !root.hasChildNodes()) return null;
  const queryClient = createQueryClient();
  hydrate(queryClient, JSON.parse(block.textContent) as DehydratedState);
  return queryClient;
}

/**
 * Loads the lazy routes the address matches before hydrating, so the first render shows the page the server
 * rendered instead of an empty router waiting for its code.
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const lazyMatches = matchRoutes(routes, location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
}
