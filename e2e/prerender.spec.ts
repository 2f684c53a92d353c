import { expect, test } from '@playwright/test'
import { SITE_URL } from '../src/lib/env'
import { horizontalOverflow } from './support/fixtures'
import {
  builtPagePaths,
  expectedH1,
  expectedTitle,
  HOME_TWINS,
  readBuiltPage,
  routeFor,
  staticRoutePaths,
} from './support/site'

/** Pre-rendered HTML must carry the page on its own, before and without any JavaScript. */
test.use({ javaScriptEnabled: false })
// The HTML does not depend on the device: check it once.
test.describe.configure({ mode: 'parallel' })

const paths = builtPagePaths()
const once = { tag: '@once' }

test(
  'every static route of the table is pre-rendered, and every built page has a route',
  once,
  () => {
    for (const path of staticRoutePaths)
      expect(paths, `missing dist${path}index.html`).toContain(path)
    for (const path of paths) expect(() => routeFor(path)).not.toThrow()
  },
)

for (const path of paths) {
  test(
    `${path} answers 200 with its title and heading without JavaScript, and scrolls sideways on no screen`,
    once,
    async ({ page }) => {
      // The narrowest phone first; layout is CSS, so the pre-rendered HTML alone shows whether a
      // page overflows (the sweep checks the hydrated pages at 390 and 1280 px).
      await page.setViewportSize({ width: 320, height: 900 })
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(expectedTitle(path))
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('h1')).toHaveText(expectedH1(path))
      expect(await horizontalOverflow(page), `${path} at 320 px`).toBeLessThanOrEqual(0)
      await page.setViewportSize({ width: 1440, height: 900 })
      expect(await horizontalOverflow(page), `${path} at 1440 px`).toBeLessThanOrEqual(0)
    },
  )
}

/** The pre-rendered page markup, without the head and the per-route hydration scripts. */
function rootMarkup(path: string): string {
  const html = readBuiltPage(path)
  const start = html.indexOf('<div id="root"')
  // The forms' hidden `page` field names the path the lead comes from: the one thing a twin
  // must say differently.
  return html
    .slice(start, html.indexOf('<script', start))
    .replace(/(name="page" value=")[^"]*"/g, '$1"')
}

for (const path of HOME_TWINS) {
  test(`${path} shows the home page with a canonical link to /`, once, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('h1')).toHaveText(expectedH1('/'))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/`)
    // Byte for byte the home page's markup: so every check made on `/` (axe, links, requests,
    // layout: see sweep.spec.ts) holds for the twin too.
    expect(rootMarkup(path).length).toBeGreaterThan(10_000)
    expect(rootMarkup(path)).toBe(rootMarkup('/'))
  })
}

test('no built page has a duplicate title, canonical, description or charset', once, () => {
  for (const path of paths) {
    const html = readBuiltPage(path)
    const count = (re: RegExp) => html.match(re)?.length ?? 0
    // The document's title is the head's (an inline SVG may carry <title>s of its own).
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head.match(/<title[\s>]/g)?.length ?? 0, `${path} <title>`).toBe(1)
    expect(count(/rel="canonical"/g), `${path} canonical`).toBe(1)
    expect(count(/name="description"/g), `${path} description`).toBe(1)
    expect(count(/charset=/gi), `${path} charset`).toBe(1)
    expect(count(/<h1[\s>]/g), `${path} <h1>`).toBe(1)
  }
})

test(
  'the 404 page is noindex and every other page is index, follow unless it says otherwise',
  once,
  () => {
    for (const path of paths) {
      const robots = /<meta[^>]*name="robots"[^>]*content="([^"]+)"/.exec(readBuiltPage(path))?.[1]
      expect(robots, path).toBe(routeFor(path).meta.robots ?? 'index, follow')
    }
  },
)
