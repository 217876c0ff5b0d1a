/** Spec 000 §1, §9: the probe waits 2 seconds at most. */
export const AD_PROBE_TIMEOUT_MS = 2000;
/** A file named like an advert, which blockers refuse to load (docs/decisions/0182-ad-blocker-probe.md). */
export const AD_PROBE_URL = '/ads/ad-banner.js';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * True when an ad blocker is likely: the bait file failed to load, came back with an error status or took
 * longer than 2 seconds (the request is then aborted).
 */
export function probeAdBlocker(fetcher: Fetch, timeoutMs = AD_PROBE_TIMEOUT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      controller.abort();
      resolve(true);
    }, timeoutMs);
    fetcher(AD_PROBE_URL, { cache: 'no-store', signal: controller.signal }).then(
      (response) => {
        clearTimeout(timer);
        resolve(!response.ok);
      },
      () => {
        clearTimeout(timer);
        resolve(true);
      },
    );
  });
}
