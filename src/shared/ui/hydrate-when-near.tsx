import { Suspense, use, useId, type ReactNode } from 'react';

/** How far below the screen a deferred part is taken over, so it is live by the time it scrolls into view. */
const AHEAD = '200px';

let takingOver = false;
const waits = new Map<string, Promise<void>>();

/**
 * Set while the browser takes over a prerendered page (docs/decisions/0199); cleared on the first navigation,
 * after which every part renders at once as usual.
 */
export function setTakingOverPrerenderedPage(value: boolean): void {
  takingOver = value;
}

function nearScreen(id: string): Promise<void> {
  let wait = waits.get(id);
  if (!wait) {
    wait = new Promise<void>((resolve) => {
      const place = document.querySelector(`[data-hydrate-id="${CSS.escape(id)}"]`);
      if (!place || typeof IntersectionObserver === 'undefined') {
        resolve();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: AHEAD },
      );
      observer.observe(place);
    });
    waits.set(id, wait);
  }
  return wait;
}

/** Holds its boundary's hydration until the part nears the screen; renders nothing either way. */
function WaitUntilNear({ id }: { id: string }) {
  if (takingOver) use(nearScreen(id));
  return null;
}

/**
 * A part below the fold of a prerendered page: its server markup shows (links work as plain links) and React
 * takes it over only when it nears the screen, so loading the page does not pay for it. Rendered in the
 * browser, it shows at once.
 */
export function HydrateWhenNear({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <div data-hydrate-id={id}>
      <Suspense fallback={null}>
        <WaitUntilNear id={id} />
        {children}
      </Suspense>
    </div>
  );
}
