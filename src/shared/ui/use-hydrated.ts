import { useEffect, useState } from 'react';

/**
 * False until the component has mounted in the browser: while React takes over a prerendered page (the
 * server's answer) and for the first render of a page rendered in the browser. Controls that only work with
 * their script say so until then (aria-disabled). An effect rather than an external store: React renders the
 * change in a task of its own instead of synchronously at the end of hydration.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
