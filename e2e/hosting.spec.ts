import { expect, test } from './support/fixtures'
import { builtPagePaths, readBuiltPage } from './support/site'

/**
 * The hosting rules of firebase.json, checked over HTTP against the same server `npm start` runs.
 * Redirects are not followed, so each answer is seen as a browser would first see it.
 */
const once = { tag: '@once' }

const REDIRECTS: [from: string, to: string][] = [
  ['/about-us', '/about-us/'],
  ['/faq?x=1', '/faq/?x=1'],
  ['/services/outdoor-kitchens', '/services/outdoor-kitchens/'],
  ['/about', '/about-us/'],
  ['/about/', '/about-us/'],
  ['/contact', '/contact-us/'],
  ['/projects', '/portfolio/'],
  ['/gallery/1', '/portfolio/'],
  ['/gallery/2', '/portfolio/'],
  ['/portfolio/project-1', '/portfolio/garden-retreat/'],
  ['/portfolio/project-2', '/portfolio/patio-paradise/'],
  ['/portfolio/project-3', '/portfolio/fire-pit-oasis/'],
  ['/portfolio/project-4', '/portfolio/deck-delight/'],
  ['/portfolio/project-5', '/portfolio/'],
  ['/services/next', '/services/'],
  ['/services/start', '/contact-us/?type=quote'],
]

for (const [from, to] of REDIRECTS) {
  test(`GET ${from} answers 301 to ${to}`, once, async ({ request, baseURL }) => {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    const location = new URL(response.headers().location ?? '', baseURL)
    // superstatic re-appends the (empty) original query to a target that has one: "?type=quote&".
    expect(`${location.pathname}${location.search.replace(/&$/, '')}`).toBe(to)
  })
}

test('an unknown path answers 404 with the 404 page', once, async ({ request }) => {
  const response = await request.get('/no-such-page/')
  expect(response.status()).toBe(404)
  const html = await response.text()
  expect(html).toContain('Page not found')
  expect(html).toMatch(/name="robots" content="noindex/)
})

test('hashed assets are cached for a year, HTML is revalidated', once, async ({ request }) => {
  const home = await request.get('/')
  expect(home.headers()['cache-control']).toBe('no-cache')
  const script = /data-entry="(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1]
  expect(script).toBeTruthy()
  const asset = await request.get(script ?? '')
  expect(asset.status()).toBe(200)
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})

test('build manifests are not deployed', once, async ({ request }) => {
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404)
  expect((await request.get('/.vite/ssr-manifest.json')).status()).toBe(404)
})

/** The security headers firebase.json sends with every response. */
const SECURITY_HEADERS: [name: string, expected: RegExp][] = [
  ['strict-transport-security', /^max-age=(\d{8,}); includeSubDomains/],
  ['x-content-type-options', /^nosniff$/],
  ['referrer-policy', /^strict-origin-when-cross-origin$/],
  ['permissions-policy', /camera=\(\).*geolocation=\(\).*microphone=\(\)/],
  ['x-frame-options', /^DENY$/],
  ['content-security-policy', /frame-ancestors 'none'/],
  ['cross-origin-opener-policy', /^same-origin$/],
]

test(
  'every page, the 404 and static files carry every security header',
  once,
  async ({ request }) => {
    const home = await (await request.get('/')).text()
    const asset = /data-entry="(\/assets\/[^"]+\.js)"/.exec(home)?.[1] ?? ''
    expect(asset).toMatch(/^\/assets\//)
    // Pages, the 404, and the files they load (redirect answers are superstatic's own).
    const targets = [
      ...builtPagePaths(),
      '/no-such-page/',
      asset,
      '/favicon.svg',
      '/og-default.jpg',
    ]
    for (const path of targets) {
      const response = await request.get(path, { maxRedirects: 0 })
      const headers = response.headers()
      for (const [name, expected] of SECURITY_HEADERS) {
        expect(headers[name], `${path} ${name}`).toMatch(expected)
      }
      const maxAge = Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1])
      expect(maxAge, `${path} HSTS max-age`).toBeGreaterThanOrEqual(31_536_000)
    }
  },
)

test('every page carries a strict script policy with no unsafe-inline or unsafe-eval', once, () => {
  for (const path of builtPagePaths()) {
    const policy =
      /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(
        readBuiltPage(path),
      )?.[1] ?? ''
    expect(policy, path).toMatch(/script-src 'self'/)
    expect(policy, path).not.toMatch(/unsafe-inline|unsafe-eval/)
    for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
      expect(policy, path).toContain(directive)
    }
  }
})
