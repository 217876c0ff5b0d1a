import { vi } from 'vitest';

/** Embla watches which slides are in view; jsdom has no IntersectionObserver, so a carousel's file stubs one. */
export function stubIntersectionObserver() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly root = null;
      readonly rootMargin = '';
      readonly thresholds = [];
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
}
