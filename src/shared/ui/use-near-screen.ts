import { useEffect, useState, type RefObject } from 'react';

/**
 * False until the browser has painted the page and `place` is within `ahead` of the screen. What waits for it
 * (a carousel, a form below the fold) starts in a task of its own instead of the one that mounts the page, and
 * only once it is about to be seen.
 */
export function useNearScreen(place: RefObject<HTMLElement | null>, ahead = '200px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = place.current;
    if (near || !target) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true), 0);
      return () => clearTimeout(timer);
    }
    // The observer reports after the page's first layout and paint, never inside the task that mounts it.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: ahead },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near, place, ahead]);
  return near;
}
