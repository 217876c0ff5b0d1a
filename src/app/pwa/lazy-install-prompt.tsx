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
  // Known after mount only, so a prerendered page and its first render agree.
  const [loaded, setLoaded] = useState(false);
  const [offered, setOffered] = useState(false);
  useEffect(() => watchInstallOffer((offer) => setOffered((was) => was || offer !== null)), []);
  useEffect(() => {
    if (loaded) return;
    const done = () => setLoaded(true);
    if (document.readyState === 'complete') return done();
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  const ios = loaded && needsIosInstructions(currentDevice());
  return loaded && (offered || ios) ? (
    <Suspense fallback={null}>
      <InstallPrompt />
    </Suspense>
  ) : null;
}
