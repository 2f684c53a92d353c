import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './support/fixtures'

/**
 * A first visit on a phone: the first screen gets the link to itself, and the app's code follows
 * once it is painted (scripts/prerender/startAfterLoad.ts), unless the visitor reaches for the page
 * sooner.
 */

interface Timeline {
  load: number
  firstScript: number
  /** When the main image (fetchpriority="high") was painted, or the first text on a page without one. */
  painted: number | null
}

for (const path of ['/', '/contact-us/', '/blog/']) {
  test(`${path} requests its code only after it has loaded and painted`, {
    tag: '@phone',
  }, async ({ page }) => {
    await page.goto(path)
    await waitForHydration(page)
    const timeline = await page.evaluate(
      () =>
        new Promise<Timeline>((resolve) => {
          new PerformanceObserver((list) => {
            const paints = list.getEntries() as (PerformanceEntry & { element?: Element })[]
            const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
            const scripts = performance
              .getEntriesByType('resource')
              .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
            const main = document.querySelector('img[fetchpriority="high"]')
            const painted = main ? paints.find((paint) => paint.element === main) : paints[0]
            resolve({
              load: nav.loadEventEnd,
              firstScript: Math.min(...scripts.map((s) => s.startTime)),
              painted: painted?.startTime ?? null,
            })
          }).observe({ type: 'largest-contentful-paint', buffered: true })
        }),
    )
    expect(timeline.firstScript).toBeLessThan(Number.POSITIVE_INFINITY)
    expect(timeline.firstScript).toBeGreaterThanOrEqual(timeline.load)
    expect(timeline.painted, 'the main image (or first text) was painted').not.toBeNull()
    expect(timeline.firstScript).toBeGreaterThanOrEqual(timeline.painted ?? Number.NaN)
  })
}

/** Holds the home page's hero image back: the page cannot finish loading until `release()`. */
async function holdHeroImage(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/heroBackyard-[^/]*\.(avif|webp)$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

test('a page whose load never ends still starts its app, within seconds', {
  tag: '@phone',
}, async ({ page }) => {
  const release = await holdHeroImage(page)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  const started = Date.now()
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 15_000 })
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
  expect(Date.now() - started).toBeLessThan(10_000)
  release()
})

test('a tap on the menu before the page has loaded starts the app and opens the menu', {
  tag: '@phone',
}, async ({ page }) => {
  const release = await holdHeroImage(page)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  const menuButton = page.getByRole('button', { name: 'Open menu' })
  await expect(menuButton).toBeVisible()
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
  expect(await page.locator('html[data-hydrated]').count()).toBe(0)

  // One tap, while nothing of the app has loaded: it starts the app, and the menu opens once the
  // app is there, with no second tap.
  await menuButton.tap()
  await waitForHydration(page)
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  release()
  await page.waitForLoadState('load')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
})
