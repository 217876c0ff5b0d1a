const loading = new Map<string, Promise<void>>();

/**
 * Loads a third-party script once. A failure (offline, blocked) is forgotten so a later click can retry;
 * callers treat the rejection as "provider not available", never as a crash.
 */
export function loadScript(src: string, timeoutMs = 10_000): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(() => fail(new Error(`Timed out loading ${src}`)), timeoutMs);
    function fail(error: Error) {
      window.clearTimeout(timer);
      script.remove();
      loading.delete(src);
      reject(error);
    }
    script.src = src;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail(new Error(`Could not load ${src}`));
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}
