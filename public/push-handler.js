// Web Push in the generated worker, which loads this file with importScripts (docs/decisions/0176).

/** Spec 000 §9: a push repeats a vibration pattern; the gateway sends this one, kept here if it sends none. */
const VIBRATION = [200, 100, 200, 100, 200];

/** The gateway sends JSON { title, body, url, vibrate, requireInteraction }; anything else is shown as text. */
function readMessage(data) {
  if (!data) return {};
  try {
    return data.json();
  } catch {
    return { body: data.text() };
  }
}

/** Only the portal's own pages open from a notification. */
function pageOf(url) {
  const target = new URL(typeof url === 'string' ? url : '/', self.location.origin);
  return target.origin === self.location.origin ? target.href : new URL('/', self.location.origin).href;
}

self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title || 'Muro Pride', {
      body: message.body || '',
      icon: '/pwa-192x192.png',
      badge: '/pwa-192x192.png',
      lang: 'es-MX',
      vibrate: Array.isArray(message.vibrate) ? message.vibrate : VIBRATION,
      requireInteraction: message.requireInteraction !== false,
      data: { url: pageOf(message.url) },
    }),
  );
});

/** Focuses a window already on the page, else takes an open window of the portal there, else opens one. */
async function openPage(href) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const there = windows.find((client) => client.url === href);
  if (there) return there.focus();
  for (const client of windows) {
    // navigate() works only on windows this worker controls; an uncontrolled one is left alone.
    const moved = await client.navigate(href).catch(() => null);
    if (moved) return moved.focus();
  }
  return self.clients.openWindow(href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openPage(pageOf(event.notification.data?.url)));
});
