// The office's service worker (scope /admin/, never a public page): it shows the owner's alerts
// and opens the lead a tap is for. No fetch handler: the office is never served from a cache.
// Decision record: docs/decisions/0042-web-push-for-leads.md.
const OFFICE = '/admin/'
const LEADS = '/admin/leads/'

self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

/** The server's message ({ title, body, url, tag }), or a plain alert should it not parse. */
function readMessage(data) {
  try {
    const message = data ? data.json() : null
    if (message && typeof message.title === 'string') return message
  } catch {}
  return { title: 'New request', body: 'Open the office to see it.', url: LEADS, tag: 'lead' }
}

/** Only a path inside the office, so a message can never send the owner elsewhere. */
function officeUrl(url) {
  const target = new URL(typeof url === 'string' ? url : LEADS, self.location.origin)
  return target.origin === self.location.origin && target.pathname.startsWith(OFFICE)
    ? target.href
    : new URL(LEADS, self.location.origin).href
}

self.addEventListener('push', (event) => {
  const message = readMessage(event.data)
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      data: { url: officeUrl(message.url) },
      icon: '/admin/icon-192.png',
      badge: '/admin/icon-192.png',
    }),
  )
})

/**
 * An office window already showing the leads is taken to the lead (a desk tab with a post open
 * is left alone: it may hold unsaved work); without one, a window opens on it.
 */
async function openLead(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const leads = new URL(LEADS, self.location.origin).href
  const onLeads = windows.find((client) => client.url.startsWith(leads))
  if (onLeads) {
    const shown = onLeads.url === url ? onLeads : await onLeads.navigate(url).catch(() => null)
    if (shown) {
      await shown.focus().catch(() => {})
      return
    }
  }
  await self.clients.openWindow(url)
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const opening = openLead(officeUrl(event.notification.data?.url))
  // A click a test dispatches is untrusted, and waitUntil refuses it; the lead opens all the same.
  if (event.isTrusted) event.waitUntil(opening)
})
