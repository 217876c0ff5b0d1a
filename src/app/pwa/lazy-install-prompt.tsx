import { lazy, Suspense, useEffect, useState } from 'react';
import { currentDevice } from './device';
import { watchInstallOffer } from './install-offer';
import { needsIosInstructions } from './prompt-schedule';

const InstallPrompt = lazy(() => import('./install-prompt'));

/**
 * The install prompt's code loads after the page has loaded, and only where there is something to offer:
 * the browser's install offer, or a tab on iPhone or iPad.
 */
export function LazyInstallPrompt() {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  const [offered, setOffered] = useState(false);
  useEffect(() => watchInstallOffer((offer) => setOffered((was) => was || offer !== null)), []);
  useEffect(() => {
    if (loaded) return;
    const done = () => setLoaded(true);
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  const ios = needsIosInstructions(currentDevice());
  return loaded && (offered || ios) ? (
    <Suspense fallback={null}>
      <InstallPrompt />
    </Suspense>
  ) : null;
}
