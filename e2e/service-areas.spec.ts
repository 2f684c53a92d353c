import { serviceAreas } from '../src/content/serviceAreas'
import { fiveGramOverlap, maskPlaces, placeNames } from '../src/content/serviceAreas/similarity'
import { SITE_URL } from '../src/lib/env'
import { axeViolations } from './support/axe'
import { expect, gotoHydrated, test } from './support/fixtures'
import { readBuiltPage } from './support/site'

/**
 * The service-area pages, read as a crawler and a visitor without JavaScript read them: the
 * pre-rendered HTML. Each must be about its own place, link to its work and to every service,
 * and describe its services as offered there by the one business.
 */
const once = { tag: '@once' }
const CITY_PATHS = serviceAreas.map((area) => `/service-areas/${area.id}/`)
const SERVICE_PAGES = [
  '/services/landscape-lighting/',
  '/services/fire-pits-and-fireplaces/',
  '/services/outdoor-kitchens/',
  '/services/patios-and-decks/',
  '/services/pergolas-and-gazebos/',
]

/** The visible text of a page's <main>, as a crawler would extract it. */
function mainText(html: string): string {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
  return main
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
}

function links(html: string): string[] {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
  return [...main.matchAll(/<a\b[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? '')
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [
    ...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>)
}

test(
  'the nine pages answer 200 with their content, without JavaScript',
  once,
  async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const path of [...CITY_PATHS, '/service-areas/']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await expect(page.locator('main h2').first(), path).toBeVisible()
    }
    // The map page links every city, from the list and from the map itself.
    for (const path of CITY_PATHS)
      await expect(page.locator(`main ul a[href="${path}"]`)).toBeVisible()
    for (const path of CITY_PATHS)
      await expect(page.locator(`main svg a[href="${path}"]`)).toHaveCount(1)
    await context.close()
  },
)

test('no two city pages share more than a third of their word 5-grams, places masked', once, () => {
  const names = placeNames(serviceAreas)
  const texts = CITY_PATHS.map((path) => maskPlaces(mainText(readBuiltPage(path)), names))
  let highest = 0
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      const overlap = fiveGramOverlap(texts[i] ?? '', texts[j] ?? '')
      highest = Math.max(highest, overlap)
      expect(overlap, `${CITY_PATHS[i]} ~ ${CITY_PATHS[j]}`).toBeLessThanOrEqual(1 / 3)
    }
  }
  // The pages' shared frame (headings, the form) is most of what they share.
  expect(highest).toBeGreaterThan(0)
})

test('each city page links to work from its area and to every service page', once, () => {
  for (const area of serviceAreas) {
    const path = `/service-areas/${area.id}/`
    const html = readBuiltPage(path)
    const hrefs = links(html)
    for (const service of SERVICE_PAGES) expect(hrefs, `${path} → ${service}`).toContain(service)
    const nearby = [area.id, ...area.nearby]
    const projectLinks = hrefs.filter((href) => /^\/portfolio\/[a-z-]+\/$/.test(href))
    const reviews = [...html.matchAll(/<figcaption[\s\S]*?<\/figcaption>/g)].map((m) => m[0])
    const local = reviews.some((caption) =>
      [area.name, ...area.nearby.map((id) => serviceAreas.find((a) => a.id === id)?.name)].some(
        (name) => name && caption.includes(`${name}, NC`),
      ),
    )
    expect(projectLinks.length + (local ? 1 : 0), `${path}: work from ${nearby}`).toBeGreaterThan(0)
    // The contact form names the city, on the HTML path too.
    expect(html, path).toMatch(
      new RegExp(`<input type="hidden"[^>]* name="area" value="${area.id}"`),
    )
  }
})

test('each city page describes its services as offered there by the one business', once, () => {
  for (const area of serviceAreas) {
    const path = `/service-areas/${area.id}/`
    const blocks = jsonLd(readBuiltPage(path))
    const business = blocks.find((block) => block['@type'] === 'GeneralContractor')
    const businessId = business?.['@id']
    expect(businessId, path).toBe(`${SITE_URL}/#business`)
    const graph = blocks.flatMap((block) => (block['@graph'] as Record<string, unknown>[]) ?? [])
    const services = graph.filter((node) => node['@type'] === 'Service')
    expect(services, path).toHaveLength(5)
    for (const service of services) {
      expect(service.provider, path).toEqual({ '@id': businessId })
      expect(service.areaServed, path).toEqual({ '@type': 'City', name: `${area.name}, NC` })
    }
    const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList')
    const items = ((crumbs?.itemListElement ?? []) as { item: string }[]).map((item) => item.item)
    expect(items, path).toEqual([
      `${SITE_URL}/`,
      `${SITE_URL}/service-areas/`,
      `${SITE_URL}${path}`,
    ])
  }
})

test('the sitemap lists the nine pages once each', once, async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/service-areas/', ...CITY_PATHS]) {
    const matches = sitemap.match(new RegExp(`<loc>${SITE_URL}${path}</loc>`, 'g')) ?? []
    expect(matches, path).toHaveLength(1)
  }
})

// The menu is the same on every page but for the link marked current: the hub and one city page
// stand for the nine here (the sweep runs axe on each of them with the menu closed).
test('the new pages pass axe with the phone menu open', { tag: '@phone' }, async ({ page }) => {
  for (const path of ['/service-areas/', ...CITY_PATHS.slice(0, 1)]) {
    await gotoHydrated(page, path)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    expect(await axeViolations(page), path).toEqual([])
  }
})
