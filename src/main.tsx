import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { loadMatchedRoutes, prerenderedCache } from './app/prerendered-page';
import { routes } from './app/routes';
import { keepInstallOffer } from './app/pwa/install-offer';
import { startPwaLater } from './app/pwa/start-pwa-later';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
keepInstallOffer();
const queryClient = prerenderedCache(root);
if (queryClient) {
  // A visitor's /home arrives rendered: take it over in place (docs/decisions/0197). As a transition, React
  // hydrates in short slices and the page stays responsive meanwhile.
  void loadMatchedRoutes(routes, window.location).then(() =>
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App router={createBrowserRouter(routes)} queryClient={queryClient} />
        </StrictMode>,
      );
    }),
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <App router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
}
startPwaLater();
