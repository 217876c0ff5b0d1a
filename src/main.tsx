import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { keepInstallOffer } from './app/pwa/install-offer';
import { startPwaLater } from './app/pwa/start-pwa-later';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
keepInstallOffer();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
startPwaLater();
