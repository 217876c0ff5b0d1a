import { notifications } from '@mantine/notifications';
import { pwaMessages as t } from './messages';
import { probeAdBlocker } from './ad-blocker-probe';
import { InfoIcon } from './info-icon';
import { registerWorker } from './register-worker';

/** 'Actualización disponible' stays until dismissed; dismissing it applies the new version. */
export function showUpdateNotice(apply: () => Promise<void>): void {
  notifications.show({
    id: 'actualizacion-disponible',
    title: t.updateTitle,
    message: t.updateText,
    icon: <InfoIcon />,
    color: 'blue',
    autoClose: false,
    withBorder: true,
    closeButtonProps: { 'aria-label': t.updateApply },
    onClose: () => void apply(),
  });
}

export function showAdBlockerNotice(): void {
  notifications.show({
    id: 'bloqueador-de-anuncios',
    message: t.adBlocker,
    color: 'yellow',
    withBorder: true,
    closeButtonProps: { 'aria-label': t.close },
  });
}

/**
 * What the installable app does once the shell is on screen: registers the worker with its update notice and
 * runs the ad-blocker probe (skipped offline, where every request fails).
 */
export default async function startPwa(): Promise<void> {
  if ('serviceWorker' in navigator) {
    await registerWorker(
      {
        onUpdate: showUpdateNotice,
        onOfflineReady: () => console.info('Content is cached for offline use.'),
      },
      { container: navigator.serviceWorker, caches, reload: () => window.location.reload() },
    );
  }
  if (navigator.onLine && (await probeAdBlocker((url, init) => fetch(url, init)))) showAdBlockerNotice();
}
