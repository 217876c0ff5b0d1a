import { isConsolePath } from './console-paths';

/**
 * Fetches the rest of the route table as soon as a person points at or focuses a link of the portal, so the
 * first navigation away from /home does not wait for it (docs/decisions/0199).
 */
export function prefetchRoutesOnIntent(target: Document = document): void {
  const wanted = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="/"]') : null;
    const href = link?.getAttribute('href');
    if (!href) return;
    const consoles = isConsolePath(href.split(/[?#]/)[0] ?? '');
    const part = consoles ? 'consoles' : 'member-site';
    if (wanted.has(part)) return;
    wanted.add(part);
    void (consoles ? import('./consoles/console-routes') : import('./member-site/member-routes'));
  };
  for (const type of ['pointerover', 'focusin', 'touchstart'])
    target.addEventListener(type, onIntent, { passive: true });
}
