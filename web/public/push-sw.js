/* global self, clients */
/**
 * The Web Push service worker: shows a report's push and opens its chat when clicked. A report push carries
 * `{ title, body, url, tag }` (shared/src/contracts/notifications.ts, `pushPayloadSchema`); `tag` is the chat id, so
 * a second push of the same report replaces the first notification instead of stacking up.
 *
 * Served from the site root so its scope is the whole app; only links into this origin are opened.
 */

const FALLBACK_TITLE = 'Thetix';

/** The payload, or a plain notification when it is missing or not the JSON a report sends. */
function readPayload(event) {
  if (!event.data) return { title: FALLBACK_TITLE };
  try {
    const payload = event.data.json();
    return payload && typeof payload === 'object' ? payload : { title: FALLBACK_TITLE };
  } catch {
    return { title: FALLBACK_TITLE, body: event.data.text() };
  }
}

/** Same-origin links only: a push cannot send the user anywhere else. */
function appUrl(url) {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', self.location.origin);
    return target.origin === self.location.origin ? target.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  const title = typeof payload.title === 'string' && payload.title ? payload.title : FALLBACK_TITLE;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      tag: typeof payload.tag === 'string' ? payload.tag : undefined,
      icon: '/favicon.svg',
      data: { url: appUrl(payload.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = appUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : clients.openWindow(url);
    }),
  );
});
