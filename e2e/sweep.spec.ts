import type { Page } from '@playwright/test'
import { axeViolations } from './support/axe'
import { codeSnifferErrors } from './support/codesniffer'
import { expect, gotoHydrated, horizontalOverflow, test } from './support/fixtures'
import { builtPagePaths, HOME_TWINS, laterInstances, readBuiltPage } from './support/site'

/**
 * One visit per page and device (on a phone, one per template: below) checks what every page owes
 * every visitor: it hydrates without a console error or hydration warning (the fixture), nothing is
 * requested from another host (not even lazy images further down), nothing scrolls sideways, and
 * axe finds no violation. The narrowest (320 px) and widest (1440 px) screens are checked on the
 * pre-rendered HTML, in the same visit that reads it without JavaScript (prerender.spec.ts). A
 * second accessibility checker, HTML_CodeSniffer at WCAG 2 AA, reads every page so visited in the
 * same visit: it has rules axe does not (H71: a fieldset's own legend); a scan is cheap beside a
 * visit of its own.
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
  // What loads on view is requested without painting every screen on the way (the sweep's
  // costliest part, docs/performance.md): each part that hydrates near the viewport
  // (src/app/deferred.tsx) is scrolled to, and the lazy pictures, the only other thing loaded on
  // view, are fetched at once.
  await page.evaluate(async () => {
    for (const part of document.querySelectorAll('[data-defer]')) {
      part.scrollIntoView({ block: 'center' })
      // A timer, not requestAnimationFrame: headless Chromium sometimes stops producing frames
      // for a busy background page, and a frame callback would then wait forever.
      await new Promise((resolve) => setTimeout(resolve, 40))
    }
    for (const picture of document.querySelectorAll('img[loading="lazy"]'))
      (picture as HTMLImageElement).loading = 'eager'
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState('networkidle')
  const violations = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)
  // Only the office (/admin/) has a service worker (decision 0042): none registered here.
  const workers = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope),
  )
  return { response, outside, violations, workers }
}

const paths = builtPagePaths()
// A phone skips the later projects and cities and the home page's twins: its visit of the first
// (or of home) checks their shared parts; their own content is checked on the desktop and at
// 320 px (prerender.spec.ts). Every post is visited: a writer's markdown can hold anything.
const sameOnPhone = new Set([
  ...laterInstances(paths.filter((path) => !path.startsWith('/blog/'))),
  ...HOME_TWINS,
])

for (const path of paths) {
  test(`${path}: accessible, self-contained, no sideways scroll, no console errors`, {
    // Desktop only (@once): the first of its kind stands for it on a phone (above).
    tag: sameOnPhone.has(path) ? '@once' : [],
  }, async ({ page, baseURL }) => {
    const { outside, violations, workers } = await visit(page, path, new URL(baseURL ?? '').origin)
    expect(outside, 'requests to other hosts').toEqual([])
    expect(violations, 'Content Security Policy violations').toEqual([])
    expect(workers, 'service workers').toEqual([])
    expect(await horizontalOverflow(page), 'horizontal overflow in px').toBeLessThanOrEqual(0)
    // The home page's twins carry its markup byte for byte but for the forms' page field
    // (prerender.spec.ts): axe, the slow
    // part, has nothing new to find there. Their own head, policy and scripts are checked above.
    if (!HOME_TWINS.includes(path)) expect(await axeViolations(page)).toEqual([])
    expect(await codeSnifferErrors(page), 'HTML_CodeSniffer WCAG2AA errors').toEqual([])
    await expectCallBar(page, path)
  })
}

/**
 * A phone picks other sizes from a picture's srcset than a desktop does: what the pages left out
 * on a phone would have fetched there is on this site too (the crawl, links.spec.ts, fetches each).
 */
test('the pages not visited on a phone name no picture on another host', {
  tag: '@once',
}, () => {
  expect(sameOnPhone.size).toBeGreaterThan(HOME_TWINS.length)
  for (const path of sameOnPhone) {
    const tags = readBuiltPage(path).match(/<(img|source)\b[^>]*>/gi) ?? []
    const urls = tags.flatMap((tag) =>
      [...tag.matchAll(/\s(src|srcset)="([^"]*)"/gi)].flatMap(([, name, value = '']) =>
        name?.toLowerCase() === 'src'
          ? [value]
          : value.split(',').map((c) => c.trim().split(/\s+/)[0] ?? ''),
      ),
    )
    expect(urls.length, path).toBeGreaterThan(0)
    expect(
      urls.filter((url) => !/^\/(?!\/)/.test(url) && !url.startsWith('data:')),
      `${path}: pictures on another host`,
    ).toEqual([])
  }
})

/**
 * The phone call bar: on every page of a phone, with the full number to call, and nothing under
 * it: at the bottom of the page the footer's last line ends above the bar. None on a desktop.
 */
async function expectCallBar(page: Page, path: string) {
  const bar = page.getByRole('navigation', { name: 'Call or get a quote' })
  if ((page.viewportSize()?.width ?? 0) >= 768) {
    await expect(bar, path).toBeHidden()
    return
  }
  await expect(bar, path).toBeVisible()
  await expect(bar.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/)
  // The last line of text (a link in it: the paragraph's own box includes its padding), measured
  // in the page after scrolling to the bottom, until it is in view: a part hydrating or an image
  // arriving can still make the page taller after the first scroll. Not toBeInViewport: it waits
  // on an IntersectionObserver, which needs a new frame, and a busy headless Chromium now and then
  // stops producing frames (two 30 s timeouts here in two full runs, on different pages).
  const measure = () =>
    page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight)
      const paragraphs = document.querySelectorAll('footer p')
      const links = paragraphs[paragraphs.length - 1]?.querySelectorAll('a[href]') ?? []
      const last = links[links.length - 1]?.getBoundingClientRect()
      const bar = document
        .querySelector('nav[aria-label="Call or get a quote"]')
        ?.getBoundingClientRect()
      if (!last || !bar) return null
      return {
        inView: last.bottom > 0 && last.top < window.innerHeight,
        lastBottom: last.bottom,
        barTop: bar.top,
      }
    })
  await expect
    .poll(async () => (await measure())?.inView, `${path}: the footer's end in view`)
    .toBe(true)
  const { lastBottom, barTop } = (await measure()) ?? { lastBottom: Number.NaN, barTop: Number.NaN }
  expect(lastBottom, `${path}: the footer's last line ends above the call bar`).toBeLessThanOrEqual(
    barTop,
  )
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
  expect(await codeSnifferErrors(page), 'HTML_CodeSniffer WCAG2AA errors').toEqual([])
})
