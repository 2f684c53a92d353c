import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { SITE_URL } from '../src/lib/env'
import { builtPagePaths, DIST, HOME_TWINS, posts, readBuiltPage, routeFor } from './support/site'

/** Metadata and structured data of every built page, read from the pre-rendered HTML. */
const once = { tag: '@once' }
const paths = builtPagePaths()

function jsonLd(html: string): Record<string, unknown>[] {
  return [
    ...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>)
}

function metaContent(html: string, attr: 'name' | 'property', key: string): string[] {
  const re = new RegExp(
    `<meta[^>]*${attr}="${key.replace(/[:.]/g, '\\$&')}"[^>]*content="([^"]*)"`,
    'g',
  )
  return [...html.matchAll(re)].map((m) => m[1] ?? '')
}

test(
  'every page has one title, canonical and description, and Open Graph and Twitter tags',
  once,
  () => {
    for (const path of paths) {
      const html = readBuiltPage(path)
      const head = html.slice(0, html.indexOf('</head>'))
      expect(head.match(/<title[\s>]/g)?.length, `${path} title`).toBe(1)
      expect(html.match(/rel="canonical"/g)?.length, `${path} canonical`).toBe(1)
      expect(metaContent(html, 'name', 'description'), `${path} description`).toHaveLength(1)
      for (const key of [
        'og:title',
        'og:description',
        'og:url',
        'og:image',
        'og:type',
        'og:image:alt',
      ]) {
        expect(metaContent(html, 'property', key), `${path} ${key}`).toHaveLength(1)
      }
      for (const key of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image']) {
        expect(metaContent(html, 'name', key), `${path} ${key}`).toHaveLength(1)
      }
      const canonical =
        /rel="canonical" href="([^"]+)"/.exec(html)?.[1] ??
        /href="([^"]+)"[^>]*rel="canonical"/.exec(html)?.[1]
      const expected = `${SITE_URL}${routeFor(path).meta.canonicalPath ?? path}`
      if (!routeFor(path).path.includes(':')) expect(canonical, path).toBe(expected)
    }
  },
)

test(
  'titles and descriptions are unique among indexable pages that are their own canonical',
  once,
  () => {
    const seen = { title: new Map<string, string>(), description: new Map<string, string>() }
    for (const path of paths) {
      const html = readBuiltPage(path)
      const robots = metaContent(html, 'name', 'robots')[0] ?? ''
      const canonical = /rel="canonical" href="([^"]+)"/.exec(html)?.[1]
      if (robots.includes('noindex') || canonical !== `${SITE_URL}${path}`) continue
      const values = {
        title: /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
        description: metaContent(html, 'name', 'description')[0] ?? '',
      }
      for (const key of ['title', 'description'] as const) {
        const first = seen[key].get(values[key])
        expect(first, `${path} repeats the ${key} of ${first}: ${values[key]}`).toBeUndefined()
        seen[key].set(values[key], path)
      }
    }
    expect(seen.title.size).toBeGreaterThan(20)
  },
)

test('the home twins name / as canonical and the 404 page is noindex', once, () => {
  for (const path of HOME_TWINS) expect(readBuiltPage(path)).toContain(`href="${SITE_URL}/"`)
  const notFound = readFileSync(join(DIST, '404.html'), 'utf8')
  expect(metaContent(notFound, 'name', 'robots')[0]).toMatch(/^noindex/)
})

test('the default social image is 1200×630 and exists', once, async ({ request }) => {
  const html = readBuiltPage('/')
  expect(metaContent(html, 'property', 'og:image:width')).toEqual(['1200'])
  expect(metaContent(html, 'property', 'og:image:height')).toEqual(['630'])
  const response = await request.get('/og-default.jpg')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('image/jpeg')
})

test('a post shares its cover with the cover’s own size and alt text', once, () => {
  const withCover = posts.filter((post) => post.cover)
  expect(withCover.length).toBeGreaterThan(0)
  for (const post of withCover) {
    const html = readBuiltPage(`/blog/${post.slug}/`)
    const meta = (key: string) => metaContent(html, 'property', key)
    expect(meta('og:image'), post.slug).toEqual([`${SITE_URL}${post.cover?.src}`])
    expect(meta('og:image:width'), post.slug).toEqual([String(post.cover?.width)])
    expect(meta('og:image:height'), post.slug).toEqual([String(post.cover?.height)])
    const alt = (post.seo.ogImageAlt || post.title).replaceAll('&', '&amp;')
    expect(meta('og:image:alt'), post.slug).toEqual([alt])
    expect(metaContent(html, 'name', 'twitter:image'), post.slug).toEqual(meta('og:image'))
  }
})

test(
  'every page carries parseable JSON-LD for the business; inner pages add breadcrumbs',
  once,
  () => {
    for (const path of paths) {
      const blocks = jsonLd(readBuiltPage(path))
      const business = blocks.find((b) => b['@type'] === 'GeneralContractor')
      expect(business, path).toBeTruthy()
      for (const key of [
        'name',
        'telephone',
        'email',
        'address',
        'areaServed',
        'openingHoursSpecification',
        'priceRange',
      ]) {
        expect(business?.[key], `${path} ${key}`).toBeTruthy()
      }
      expect(business?.priceRange).toBe('$$')
      const indexable = !(routeFor(path).meta.robots ?? '').includes('noindex')
      const isCanonical = !routeFor(path).meta.canonicalPath
      if (path !== '/' && indexable && isCanonical) {
        const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList')
        expect(crumbs, `${path} breadcrumbs`).toBeTruthy()
        const items = crumbs?.itemListElement as { item: string }[]
        expect(items.at(-1)?.item).toBe(`${SITE_URL}${path}`)
      }
    }
  },
)

test('pages that list FAQs publish them as FAQPage data', once, () => {
  for (const path of [
    '/contact-us/',
    '/faq/',
    '/service/',
    '/services/fire-pits-and-fireplaces/',
    '/services/outdoor-kitchens/',
  ]) {
    const faq = jsonLd(readBuiltPage(path)).find((b) => b['@type'] === 'FAQPage')
    expect(faq, path).toBeTruthy()
    expect((faq?.mainEntity as unknown[] | undefined)?.length, path).toBe(
      path === '/contact-us/' ? 6 : 5,
    )
  }
})

test.describe('hours', () => {
  test.use({ javaScriptEnabled: false })

  test('the hours in JSON-LD equal the hours on the contact page', once, async ({ page }) => {
    await page.goto('/contact-us/')
    const visible = await page
      .getByTestId('business-hours')
      .locator('tr')
      .evaluateAll((rows) =>
        rows.map((r) => [
          r.querySelector('th')?.textContent ?? '',
          r.querySelector('td')?.textContent ?? '',
        ]),
      )
    const business = jsonLd(readBuiltPage('/contact-us/')).find(
      (b) => b['@type'] === 'GeneralContractor',
    )
    const specs = business?.openingHoursSpecification as {
      dayOfWeek: string[]
      opens: string
      closes: string
    }[]
    const fromJsonLd = new Map<string, string>()
    for (const spec of specs)
      for (const day of spec.dayOfWeek)
        fromJsonLd.set(day.replace('https://schema.org/', ''), `${spec.opens}-${spec.closes}`)

    const toClock = (text: string) => {
      const m = /^(\d{1,2})(?::(\d{2}))?(am|pm)$/.exec(text.trim())
      if (!m) throw new Error(`unreadable time ${text}`)
      let hour = Number(m[1]) % 12
      if (m[3] === 'pm') hour += 12
      return `${String(hour).padStart(2, '0')}:${m[2] ?? '00'}`
    }
    const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
    const fromPage = new Map<string, string>()
    for (const [label = '', hours = ''] of visible) {
      const [first, last] = label.split(/\s*–\s*/)
      const from = DAYS.indexOf(first ?? '')
      const to = last ? DAYS.indexOf(last) : from
      const value =
        hours === 'Closed'
          ? null
          : hours
              .split(/\s*–\s*/)
              .map(toClock)
              .join('-')
      for (const day of DAYS.slice(from, to + 1)) if (value) fromPage.set(day, value)
    }
    expect(Object.fromEntries(fromJsonLd)).toEqual(Object.fromEntries(fromPage))
    expect(fromPage.get('Saturday')).toBe('09:00-12:00')
  })
})
