import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { nextTask } from './app/next-task';
import { prefetchRoutesOnIntent } from './app/prefetch-routes';
import { prerenderedCache, routerReady } from './app/prerendered-page';
import { routerOptions, routes } from './app/routes';
import { keepInstallOffer } from './app/pwa/install-offer';
import { startPwaLater } from './app/pwa/start-pwa-later';
import { setTakingOverPrerenderedPage } from './shared/ui/hydrate-when-near';

/**
 * Takes over a prerendered page in place (docs/decisions/0197). Each step runs in a task of its own and React
 * hydrates as a transition, in short slices, so the page answers taps meanwhile.
 */
async function hydratePrerendered(root: HTMLElement, queryClient: QueryClient): Promise<void> {
  await nextTask();
  const router = createBrowserRouter(routes, routerOptions);
  await routerReady(router);
  setTakingOverPrerenderedPage(true);
  const stop = router.subscribe(() => {
    setTakingOverPrerenderedPage(false);
    stop();
  });
  await nextTask();
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
keepInstallOffer();
// Opened offline, queries wait for the connection instead of failing (TanStack assumes online until told).
onlineManager.setOnline(navigator.onLine);
const queryClient = prerenderedCache(root);
if (queryClient) {
  void hydratePrerendered(root, queryClient);
} else {
  createRoot(root).render(
    <StrictMode>
      <App router={createBrowserRouter(routes, routerOptions)} />
    </StrictMode>,
  );
}
prefetchRoutesOnIntent();
startPwaLater();
