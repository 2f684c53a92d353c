import { expect, test } from '@playwright/test'

/**
 * The copy facts of docs/product.md, checked in the served pre-rendered HTML (JavaScript off, as a
 * crawler sees it). The expected values are written out here, not read from the content
 * modules, so a wrong edit to the content is caught.
 */
test.use({ javaScriptEnabled: false })
const once = { tag: '@once' }

const CITIES = [
  'Raleigh',
  'Durham',
  'Chapel Hill',
  'Cary',
  'Wake Forest',
  'Apex',
  'Morrisville',
  'Garner',
]

async function stats(page: import('@playwright/test').Page, section: string) {
  return page
    .locator(section)
    .locator('dl > div')
    .evaluateAll((divs) =>
      divs.map((d) => {
        const value = d.querySelector('dd')?.textContent?.trim() ?? ''
        const label = d.querySelector('dt')?.textContent?.trim() ?? ''
        return `${value} ${label}`
      }),
    )
}

test(
  'the landing page reads 15+ years, 500+ projects and 95% satisfaction',
  once,
  async ({ page }) => {
    await page.goto('/landing-page/')
    expect(await stats(page, 'section:has(#landing-stats)')).toEqual([
      '15+ Years in business',
      '500+ Projects completed',
      '95% Customer satisfaction',
    ])
  },
)

test('the about page reads 7+ years, 100+ relationships, 95% and 500+', once, async ({ page }) => {
  await page.goto('/about-us/')
  expect(await stats(page, 'section:has(#about-stats)')).toEqual([
    '7+ Years in business',
    '100+ Relationships built',
    '95% Customer satisfaction',
    '500+ Projects completed',
  ])
})

test(
  'the home page shows the 48 W fixture saving and the 95% patio cost recovery',
  once,
  async ({ page }) => {
    await page.goto('/')
    expect(await stats(page, 'section:has(#home-stats)')).toEqual([
      '48 W Average saving per fixture versus halogen',
      '95% Cost recovery on a new paver patio at resale',
    ])
    await expect(
      page.getByText('Proudly serving Raleigh, Chapel Hill, Durham and Sanford'),
    ).toBeVisible()
    await expect(page.locator('section:has(#home-testimonials) ul > li')).toHaveCount(2)
    for (const stars of await page.locator('section:has(#home-testimonials) ul > li').all()) {
      await expect(stars.getByText('Rated 5 out of 5')).toHaveCount(1)
      await expect(stars.locator('svg.fill-current')).toHaveCount(5)
    }
  },
)

test(
  'the contact page shows the settled hours, phone, email and response target',
  once,
  async ({ page }) => {
    await page.goto('/contact-us/')
    const rows = await page
      .getByTestId('business-hours')
      .locator('tr')
      .evaluateAll((trs) => trs.map((tr) => tr.textContent?.replace(/\s+/g, ' ').trim()))
    expect(rows).toEqual(['Monday – Friday8am – 6pm', 'Saturday9am – 12pm', 'SundayClosed'])
    await expect(page.locator('main a[href="tel:+19195550142"]').first()).toHaveText(
      '(919) 555-0142',
    )
    await expect(
      page.locator('main a[href="mailto:hello@oakandember.example"]').first(),
    ).toBeVisible()
    await expect(
      page.locator('main').getByText('within one business day (24 hours)').first(),
    ).toBeVisible()
    const area = await page
      .locator('main')
      .getByText(/^Serving /)
      .textContent()
    for (const city of CITIES) expect(area).toContain(city)
  },
)

test('the footer lists the eight service-area cities on every page', once, async ({ page }) => {
  await page.goto('/faq/')
  const footer = await page.locator('footer').textContent()
  for (const city of CITIES) expect(footer).toContain(city)
})

const FAQ_COUNTS: [path: string, count: number, questions: RegExp[]][] = [
  [
    '/contact-us/',
    6,
    [
      /contact/i,
      /consultation process/i,
      /charge for a design consultation/i,
      /quickly/i,
      /site visit/i,
      /estimates free/i,
    ],
  ],
  ['/faq/', 5, [/services/i, /cost/i, /how long/i, /materials/i, /warranty/i]],
  ['/service/', 5, [/services/i, /how long/i, /guaranteed/i, /customize/i, /pricing/i]],
  [
    '/services/fire-pits-and-fireplaces/',
    5,
    [/maintain/i, /safe/i, /fuel/i, /cook/i, /put the fire out/i],
  ],
  [
    '/services/outdoor-kitchens/',
    5,
    [/what is/i, /maintenance/i, /customized/i, /cost/i, /permit/i],
  ],
]

for (const [path, count, questions] of FAQ_COUNTS) {
  test(`${path} has its ${count} FAQ questions`, once, async ({ page }) => {
    await page.goto(path)
    const summaries = page.locator('main details > summary')
    await expect(summaries).toHaveCount(count)
    const texts = await summaries.allTextContents()
    for (const [index, pattern] of questions.entries()) expect(texts[index]).toMatch(pattern)
  })
}

test('a FAQ answer opens and closes without JavaScript', once, async ({ page }) => {
  await page.goto('/faq/')
  const item = page.locator('main details').first()
  const answer = item.locator('p')
  await expect(answer).toBeHidden()
  await item.locator('summary').click()
  await expect(answer).toBeVisible()
  await item.locator('summary').click()
  await expect(answer).toBeHidden()
})

test('the services landing FAQ carries its static answers', once, async ({ page }) => {
  await page.goto('/service/')
  const main = page.locator('main')
  await expect(main).toContainText(
    'Smaller projects take about a week; larger ones take several weeks',
  )
  await expect(main).toContainText('Estimates are free')
  await expect(main).toContainText('cover materials and craftsmanship')
})

test(
  'the landing page team has eight cards: six people and two hiring cards',
  once,
  async ({ page }) => {
    await page.goto('/landing-page/')
    const cards = page.getByTestId('team-grid').locator(':scope > li')
    await expect(cards).toHaveCount(8)
    await expect(page.getByTestId('team-grid').getByText('We’re hiring')).toHaveCount(2)
    for (const card of (await cards.all()).slice(0, 6)) {
      await expect(card.locator('img')).toHaveAttribute('alt', /.+/)
      await expect(card.locator('a[href*="linkedin.com"]')).toHaveCount(1)
      await expect(card.locator('a[href*="twitter.com"]')).toHaveCount(1)
      await expect(card.locator('a[href*="dribbble.com"]')).toHaveCount(1)
    }
  },
)

test('the project spotlight shows Garden Oasis Retreat and its numbers', once, async ({ page }) => {
  await page.goto('/portfolio/project-spotlight/')
  expect(await stats(page, 'section:has(#project-stats)')).toEqual([
    '30 days From permit to walkthrough',
    '$15,000 Project budget',
    '20% Energy efficiency gain',
    '100% On-time milestones',
    '5 Special features',
  ])
})

test(
  'every image has a width, a height and alt text; only the hero loads eagerly',
  once,
  async ({ page }) => {
    for (const path of ['/', '/services/patios-and-decks/', '/landing-page/', '/portfolio/']) {
      await page.goto(path)
      const images = await page.locator('main img').evaluateAll((imgs) =>
        imgs.map((img) => ({
          alt: img.getAttribute('alt'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          loading: img.getAttribute('loading'),
          priority: img.getAttribute('fetchpriority'),
        })),
      )
      expect(images.length, path).toBeGreaterThan(0)
      for (const image of images) {
        expect(image.alt, path).not.toBeNull()
        expect(Number(image.width), path).toBeGreaterThan(0)
        expect(Number(image.height), path).toBeGreaterThan(0)
      }
      expect(images.filter((i) => i.loading === 'eager').length, path).toBeLessThanOrEqual(1)
    }
    await page.goto('/')
    const hero = page.locator('main img').first()
    await expect(hero).toHaveAttribute('loading', 'eager')
    await expect(hero).toHaveAttribute('fetchpriority', 'high')
  },
)
