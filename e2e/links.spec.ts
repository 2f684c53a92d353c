import { check, LinkState } from 'linkinator'
import { expect, gotoHydrated, test } from './support/fixtures'
import { builtPagePaths } from './support/site'

/**
 * Every button and link of each page, with its target (written to the final URL, as
 * docs/product.md says: /about → /about-us/, /contact → /contact-us/, /gallery/n → the portfolio…).
 * A target starting with '#' or '/#' is an in-page scroll target.
 */
const TARGETS: Record<string, [name: string, href: string][]> = {
  '/': [
    ['Join Our List', '/#subscribe'],
    ['Learn More', '/about-us/'],
    ['Sign Up', '/#subscribe'],
  ],
  '/contact-us/': [
    ['Learn More', '/services/'],
    ['Sign Up', '/contact-us/#contact-form'],
    ['Still have questions?', '/contact-us/#contact-form'],
  ],
  '/about-us/': [
    ['Learn More', '/services/'],
    ['Join', '/contact-us/'],
    ['Get Started', '/contact-us/'],
    ['Request Quote', '/contact-us/?type=quote'],
  ],
  '/services/': [
    ['Learn More', '/about-us/'],
    ['Contact', '/services/#contact-form'],
  ],
  '/portfolio/': [
    ['View', '/portfolio/#projects'],
    ['Learn More', '/services/'],
    ['View all', '/portfolio/#gallery'],
    ['Garden Oasis Retreat project', '/portfolio/garden-retreat/'],
    ['Patio Paradise project', '/portfolio/patio-paradise/'],
    ['Fire Pit Oasis project', '/portfolio/fire-pit-oasis/'],
    ['Deck Delight project', '/portfolio/deck-delight/'],
    ['Inquire', '/contact-us/'],
  ],
  '/portfolio/project-spotlight/': [
    ['Our services', '/services/'],
    ['Back to portfolio', '/portfolio/'],
    ['Start your project', '/contact-us/'],
  ],
  '/faq/': [
    ['Contact', '/contact-us/'],
    ['Get Quoted Now', '/contact-us/?type=quote'],
  ],
  '/landing-page/': [
    ['Get Started', '/contact-us/'],
    ['Learn More', '/services/'],
    ['Open positions: Hardscape Crew Member', '/careers/'],
    ['Open positions: Landscape Lighting Technician', '/careers/'],
  ],
  '/service/': [
    ['Get Started', '/contact-us/'],
    ['Learn More', '/services/'],
    ['Sign Up', '/contact-us/'],
    ['Explore services', '/services/'],
    ['See what we design', '/services/'],
    ['Start your project', '/contact-us/?type=quote'],
    ['More finished projects in our gallery', '/portfolio/#gallery'],
    ['Fire feature projects in our gallery', '/portfolio/#gallery'],
    ['Contact', '/contact-us/'],
  ],
  '/services/landscape-lighting/': [
    ['All Services', '/services/'],
    ['About Us', '/about-us/'],
    ['Contact Us', '/contact-us/'],
  ],
  '/services/fire-pits-and-fireplaces/': [
    ['Meet the Team', '/about-us/'],
    ['Contact Us', '/contact-us/'],
    ['Explore Services', '/services/'],
  ],
  '/services/outdoor-kitchens/': [
    ['Quote', '/contact-us/?type=quote'],
    ['Consult', '/services/'],
    ['Contact', '/contact-us/'],
  ],
  '/services/patios-and-decks/': [
    ['Patio Paradise project', '/portfolio/patio-paradise/'],
    ['Deck Delight project', '/portfolio/deck-delight/'],
    ['Contact Us', '/contact-us/'],
  ],
  '/services/pergolas-and-gazebos/': [
    ['Contact Us', '/contact-us/'],
    ['About Us', '/about-us/'],
  ],
}

test.describe('spec-named targets', { tag: '@once' }, () => {
  for (const [path, targets] of Object.entries(TARGETS)) {
    test(`${path}: every named button and link goes where it should`, async ({ page }) => {
      await gotoHydrated(page, path)
      const main = page.locator('main')
      for (const [name, href] of targets) {
        // The visible label, optionally followed by its screen-reader hint ("Learn More about…").
        const label = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( .+)?$`)
        const links = main.getByRole('link', { name: label })
        await expect(links.first(), `${path} "${name}"`).toBeVisible()
        const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))
        expect(hrefs, `${path} "${name}"`).toContain(href)
      }
      // A bare "Learn More" tells a screen-reader user (and a search engine) nothing.
      await expect(main.getByRole('link', { name: 'Learn More', exact: true })).toHaveCount(0)
    })
  }

  test('in-page targets scroll to their section', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.getByRole('link', { name: 'Join Our List' }).click()
    await expect(page.locator('#subscribe')).toBeInViewport()
    await expect(page).toHaveURL('/')
    await gotoHydrated(page, '/services/')
    await page.locator('main').getByRole('link', { name: 'Contact', exact: true }).click()
    await expect(page.locator('#contact-form')).toBeInViewport()
  })
})

test('a crawl of the served site finds no broken internal link, image or fragment', {
  tag: '@once',
}, async ({ baseURL }) => {
  test.setTimeout(180_000)
  const origin = baseURL ?? ''
  // From the home page, and from every built page: eight are linked from no other (a home twin, a
  // thank-you page, /quote/...) and would otherwise never be read for their links.
  const pages = builtPagePaths()
  const result = await check({
    path: [`${origin}/`, ...pages.filter((path) => path !== '/').map((path) => origin + path)],
    recurse: true,
    checkFragments: true,
    concurrency: 8,
    timeout: 20_000,
    // Internal only: the social and map links leave the site by design and are not fetched here.
    linksToSkip: async (link) => !link.startsWith(origin),
  })
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.status} ${link.url} (on ${link.parent})`)
  expect(broken).toEqual([])
  const checked = result.links.filter((link) => link.state === LinkState.OK)
  expect(checked.length).toBeGreaterThan(100)
  const read = new Set(checked.map((link) => new URL(link.url).pathname))
  expect(
    pages.filter((path) => !read.has(path)),
    'built pages the crawl did not read',
  ).toEqual([])
})
