import { loadRoutePart, routePartOf, type RoutePart } from './route-parts';

/**
 * Fetches the rest of the route table as soon as a person points at or focuses a link of the portal, so the
 * first navigation away from /home does not wait for it (docs/decisions/0199).
 */
export function prefetchRoutesOnIntent(target: Document = document): void {
  const wanted = new Set<RoutePart>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="/"]') : null;
    const href = link?.getAttribute('href');
    if (!href) return;
    const part = routePartOf(href);
    if (wanted.has(part)) return;
    wanted.add(part);
    void loadRoutePart(part);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart'])
    target.addEventListener(type, onIntent, { passive: true });
}
