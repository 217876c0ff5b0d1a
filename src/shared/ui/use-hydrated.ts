import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React takes over a prerendered page (the server's answer), true from then on and on every page
 * rendered in the browser. Controls that only work with their script say so until then (aria-disabled).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
