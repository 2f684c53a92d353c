import type { Page } from '@playwright/test'
import { PROJECT_ID } from '../scripts/firestore/emulator'
import { mainNav } from '../src/content/site'
import { expect, gotoHydrated, test } from './support/fixtures'
import { ANALYTICS_SETTINGS, answerGoogle, cutOffGoogle } from './support/google'

/**
 * Analytics in the build configured with Firebase and analytics settings (made by
 * `npm run test:firestore`; the build without settings is checked by the sweep: no request to
 * another host, no console output). Google's hosts answer or fail as each test decides.
 */
const MEASUREMENT_ID = ANALYTICS_SETTINGS.VITE_FIREBASE_MEASUREMENT_ID
const about = (() => {
  const link = mainNav.find(({ href }) => href === '/about-us/')
  if (!link) throw new Error('The main navigation has no About page')
  return link
})()

/** The gtag commands the SDK has queued, as arrays. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((args) =>
      Array.from(args),
    ),
  )

/** A client navigation from the main menu, finished: focus reaches the new heading after the head. */
async function openAbout(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: about.label })
    .click()
  await expect(page).toHaveURL(about.href)
  await expect(page.locator('h1')).toBeFocused()
}

test('the SDK loads after the load event, registers, and counts each client navigation once', async ({
  page,
}) => {
  await answerGoogle(page, PROJECT_ID)
  const gtag = page.waitForRequest(/^https:\/\/www\.googletagmanager\.com\/gtag\/js/)
  await gotoHydrated(page, '/')
  await gtag
  // A request is in the page's resource timeline once its response has ended, not when it is sent.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => entry.name.startsWith('https://www.googletagmanager.com/gtag/js')),
      ),
    )
    .toBe(true)

  const timeline = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    return {
      loaded: navigation?.loadEventEnd ?? Number.NaN,
      resources: performance
        .getEntriesByType('resource')
        .map((entry) => ({ url: entry.name, start: entry.startTime })),
    }
  })
  expect(timeline.loaded).toBeGreaterThan(0)
  // Which of the scripts the page fetched hold Firebase code, read from the scripts themselves.
  const scripts = timeline.resources.filter(({ url }) => /\/assets\/[^/]+\.js$/.test(url))
  const firebase = []
  for (const script of scripts) {
    const code = await (await page.request.get(script.url)).text()
    if (code.includes('@firebase/'))
      firebase.push({ ...script, analytics: code.includes('@firebase/analytics') })
  }
  expect(
    firebase.some((script) => script.analytics),
    'the analytics module was fetched',
  ).toBe(true)
  for (const script of firebase) {
    expect(script.start, `${script.url} starts after the load event`).toBeGreaterThan(
      timeline.loaded,
    )
  }
  const google = timeline.resources.filter(({ url }) => url.startsWith('https://'))
  expect(google.map(({ url }) => new URL(url).hostname)).toEqual(
    expect.arrayContaining(['firebaseinstallations.googleapis.com', 'www.googletagmanager.com']),
  )
  for (const request of google) expect(request.start).toBeGreaterThan(timeline.loaded)

  // Started: the property is configured with this browser's installation id (and GA counts the
  // first page view from that command).
  await expect
    .poll(() => dataLayer(page))
    .toContainEqual([
      'config',
      MEASUREMENT_ID,
      expect.objectContaining({ origin: 'firebase', firebase_id: expect.any(String) }),
    ])

  await openAbout(page)
  const title = await page.title()
  const pageViews = async () =>
    (await dataLayer(page)).filter(([command, name]) => command === 'event' && name === 'page_view')
  await expect
    .poll(pageViews)
    .toEqual([
      ['event', 'page_view', expect.objectContaining({ page_path: about.href, page_title: title })],
    ])
})

test('with Google unreachable, analytics gives up without a word and the site works on', async ({
  page,
  consoleGuard,
}) => {
  // Chromium itself reports each failed request; nothing else may reach the console.
  consoleGuard.allow(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/)
  await cutOffGoogle(page)
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith('https://')) asked.push(new URL(request.url()).hostname)
  })
  const failed = page.waitForEvent('requestfailed', (request) =>
    request.url().startsWith('https://firebaseinstallations.googleapis.com/'),
  )
  await gotoHydrated(page, '/')
  await failed

  await openAbout(page)
  // The registration failed, so the SDK never started: no config fetch, no gtag.js.
  expect(asked).toEqual(['firebaseinstallations.googleapis.com'])
  expect(await dataLayer(page)).toEqual([])
})

test('a tap on the phone call bar’s Call is counted', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await answerGoogle(page, PROJECT_ID)
  await gotoHydrated(page, '/faq/')
  await expect
    .poll(() => dataLayer(page))
    .toContainEqual(['config', MEASUREMENT_ID, expect.objectContaining({ origin: 'firebase' })])
  // The dialler is not the test's business: the tap is counted, the tel: link goes nowhere.
  await page.evaluate(() =>
    window.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault()
    }),
  )
  await page
    .getByRole('navigation', { name: 'Call or get a quote' })
    .getByRole('link', { name: /^Call/ })
    .click()
  await expect
    .poll(async () =>
      (await dataLayer(page)).filter(
        ([command, name]) => command === 'event' && name === 'call_tap',
      ),
    )
    .toEqual([['event', 'call_tap', expect.objectContaining({ page_path: '/faq/' })]])
})
