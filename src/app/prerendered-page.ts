import { hydrate, type DehydratedState } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
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
 * Resolves once the router has loaded the lazy routes the address matches, so the first render shows the page
 * the server rendered instead of an empty router waiting for its code. The router matches the address once
 * for itself; matching it again beforehand costs a long task on a slow phone.
 */
export function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
