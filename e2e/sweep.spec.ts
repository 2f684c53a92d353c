import type { Page } from '@playwright/test'
import { axeViolations } from './support/axe'
import { expect, gotoHydrated, test } from './support/fixtures'
import { builtPagePaths, HOME_TWINS } from './support/site'

/**
 * One visit per page and device checks what every page owes every visitor: it hydrates without a
 * console error or hydration warning (the fixture), nothing is requested from another host (not
 * even lazy images further down), nothing scrolls sideways, and axe finds no violation.
 */
async function visit(page: Page, path: string, origin: string) {
  const outside: string[] = []
  // The page's own Content Security Policy is in force: record anything it blocks.
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] }
    w.__csp = []
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    )
  })
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'))
      outside.push(url)
  })
  const response = await gotoHydrated(page, path)
  // Walk down the page so lazy images and anything loaded on view are requested too.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      // A timer, not requestAnimationFrame: headless Chromium sometimes stops producing frames
      // for a busy background page, and a frame callback would then wait forever.
      await new Promise((resolve) => setTimeout(resolve, 40))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState('networkidle')
  const violations = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)
  return { response, outside, violations }
}

for (const path of builtPagePaths()) {
  test(`${path}: accessible, self-contained, no sideways scroll, no console errors`, async ({
    page,
    baseURL,
  }) => {
    const { outside, violations } = await visit(page, path, new URL(baseURL ?? '').origin)
    expect(outside, 'requests to other hosts').toEqual([])
    expect(violations, 'Content Security Policy violations').toEqual([])
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0)
    // The home page's twins carry its markup byte for byte (prerender.spec.ts): axe, the slow
    // part, has nothing new to find there. Their own head, policy and scripts are checked above.
    if (!HOME_TWINS.includes(path)) expect(await axeViolations(page)).toEqual([])
  })
}

test('the 404 page is accessible and served as a 404', async ({ page, consoleGuard, baseURL }) => {
  consoleGuard.allow(/status of 404/)
  const { response, outside, violations } = await visit(
    page,
    '/no-such-page/',
    new URL(baseURL ?? '').origin,
  )
  expect(response?.status()).toBe(404)
  expect(outside).toEqual([])
  expect(violations).toEqual([])
  await expect(page.locator('h1')).toHaveText('Page not found')
  expect(await axeViolations(page)).toEqual([])
})

test.describe('narrowest and widest screens', () => {
  // Layout is CSS: the pre-rendered HTML alone shows whether a page overflows.
  test.use({ javaScriptEnabled: false })

  for (const width of [320, 1440]) {
    test(`no page scrolls sideways at ${width} px`, { tag: '@once' }, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      for (const path of builtPagePaths()) {
        await page.goto(path)
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        )
        expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0)
      }
    })
  }
})
