import type { Page } from '@playwright/test'
import { chromiumPath, TEST_CHROMIUM_ARGS } from '../scripts/browser'
import { leadAlert } from '../server/push/message'
import { expect, gotoHydrated, test } from './support/fixtures'
import { readBuiltPage } from './support/site'

/**
 * The office's service worker (public/admin/sw.js, decision 0042) in Chromium, in the plain build:
 * registered by /admin/ with the scope /admin/; a push delivered through the DevTools protocol
 * (ServiceWorker.deliverPushMessage, as a push service's message would arrive) shows the alert the
 * server writes; a tap on it, dispatched in the worker as a notificationclick (no protocol command
 * clicks a notification), takes the office's window to that lead. Public pages have no worker:
 * e2e/sweep.spec.ts checks every one.
 */
// Full Chromium: the headless shell the other specs use refuses every notification permission.
test.use({ launchOptions: { executablePath: chromiumPath(), args: TEST_CHROMIUM_ARGS } })

const LEAD = {
  id: 'lead-e2e-1',
  form: 'contact' as const,
  fields: {
    name: 'Maria Alvarez',
    email: 'maria@example.com',
    phone: '919-555-0142',
    message: 'A deck, please.',
    project: 'deck',
    area: 'cary',
  },
}

/** The notifications the office's worker shows now, as the page sees them. */
function shownNotifications(page: Page) {
  return page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      url: (n.data as { url?: string } | null)?.url,
    })),
  )
}

// The worker, its notifications and the window it opens are the same on every screen (the tap is
// a notificationclick dispatched in the worker, not a touch).
test('a pushed lead shows its alert, and a tap opens that lead in the office', {
  tag: '@once',
}, async ({ page, context, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin
  await context.grantPermissions(['notifications'], { origin })
  const cdp = await context.newCDPSession(page)
  const registrations = new Map<string, string>()
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const r of updated) registrations.set(r.scopeURL, r.registrationId)
  })
  await cdp.send('ServiceWorker.enable')

  await gotoHydrated(page, '/admin/leads/')
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(
    `${origin}/admin/`,
  )
  // The worker takes the open office at once (clients.claim): a tap can take this window along.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await expect.poll(() => registrations.get(`${origin}/admin/`)).toBeTruthy()

  const message = leadAlert(LEAD)
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registrations.get(`${origin}/admin/`) ?? '',
    data: JSON.stringify(message),
  })
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: 'New quote request',
        body: 'Deck · Cary',
        tag: 'lead-lead-e2e-1',
        url: `${origin}/admin/leads/lead-e2e-1/`,
      },
    ])

  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))
  expect(worker.url()).toBe(`${origin}/admin/sw.js`)
  await worker.evaluate(async () => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event
    }
    const [notification] = await scope.registration.getNotifications()
    if (!notification) throw new Error('no notification to tap')
    self.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }))
  })
  await page.waitForURL(`${origin}/admin/leads/lead-e2e-1/`)
  expect(await shownNotifications(page)).toEqual([])

  // Its scope ends at /admin/: the home page, in the same browser, has no worker.
  await gotoHydrated(page, '/')
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope),
  ).toBeUndefined()
})

test('a message that is not the server’s never opens anything outside the office', {
  tag: '@once',
}, async ({ page, context, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin
  await context.grantPermissions(['notifications'], { origin })
  const cdp = await context.newCDPSession(page)
  const registrations = new Map<string, string>()
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const r of updated) registrations.set(r.scopeURL, r.registrationId)
  })
  await cdp.send('ServiceWorker.enable')
  await gotoHydrated(page, '/admin/leads/')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await expect.poll(() => registrations.get(`${origin}/admin/`)).toBeTruthy()
  for (const data of ['not json', JSON.stringify({ title: 'Hi', url: 'https://evil.example/' })])
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registrations.get(`${origin}/admin/`) ?? '',
      data,
    })
  await expect
    .poll(async () => (await shownNotifications(page)).map((n) => [n.title, n.url]).sort())
    .toEqual([
      ['Hi', `${origin}/admin/leads/`],
      ['New request', `${origin}/admin/leads/`],
    ])
})

test('the office is installable: its manifest, icons and worker, never cached for long', {
  tag: '@once',
}, async ({ request }) => {
  expect(readBuiltPage('/admin/')).toContain(
    '<link data-rh="true" rel="manifest" href="/admin/manifest.webmanifest"/>',
  )
  expect(readBuiltPage('/admin/')).toMatch(/worker-src 'self'"/)
  const manifest = await request.get('/admin/manifest.webmanifest')
  expect(manifest.headers()['cache-control']).toBe('no-cache')
  const app = (await manifest.json()) as {
    scope: string
    start_url: string
    display: string
    icons: { src: string; sizes: string }[]
  }
  expect(app).toMatchObject({ scope: '/admin/', start_url: '/admin/leads/', display: 'standalone' })
  for (const icon of app.icons) {
    const image = await request.get(icon.src)
    expect(image.status(), icon.src).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
  }
  const worker = await request.get('/admin/sw.js')
  expect(worker.status()).toBe(200)
  expect(worker.headers()['content-type']).toMatch(/javascript/)
  expect(worker.headers()['cache-control']).toBe('no-cache')
})
