/** Chromium's install offer (not in the DOM typings): `prompt()` shows the browser's own install dialog. */
export interface InstallOfferEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type Listener = (offer: InstallOfferEvent | null) => void;

let offer: InstallOfferEvent | null = null;
const listeners = new Set<Listener>();

function publish(next: InstallOfferEvent | null) {
  offer = next;
  for (const listener of listeners) listener(offer);
}

/**
 * Keeps the browser's install offer from the first moment (it may come before the lazy install prompt
 * loads) and stops the browser's own mini bar, so the app shows its prompt instead.
 */
export function keepInstallOffer(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    publish(event as InstallOfferEvent);
  });
  target.addEventListener('appinstalled', () => publish(null));
}

/** Calls the listener with the current offer now and on every change; returns the unsubscribe. */
export function watchInstallOffer(listener: Listener): () => void {
  listeners.add(listener);
  listener(offer);
  return () => {
    listeners.delete(listener);
  };
}

/** Shows the browser's install dialog; the offer can be used once. */
export async function acceptInstallOffer(event: InstallOfferEvent): Promise<void> {
  publish(null);
  await event.prompt();
}
