/**
 * Loads the worker registration and the probe only after the page has loaded, so the first route carries
 * none of it (scripts/size-budget.ts).
 */
export function startPwaLater(): void {
  // A chunk that cannot load (offline on first visit, a release in between) only costs the notices.
  const start = () =>
    void import('./pwa-notices').then(
      (module) => module.default(),
      () => undefined,
    );
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
