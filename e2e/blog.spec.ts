import type { Page } from '@playwright/test'
import { formatPostDate } from '../src/blog/format'
import { axeViolations } from './support/axe'
import { expect, gotoHydrated, test } from './support/fixtures'
import { posts } from './support/site'

/** The blog as built from the committed snapshot (no Firebase configured in this build). */
const once = { tag: '@once' }
const newest = posts[0]
const second = posts[1]
if (!newest || !second) throw new Error('The committed snapshot needs at least two posts')

const cards = (page: Page) => page.locator('[data-post]')

// What the cards say and link to, the same markup on every screen.
test('the listing shows every published post, newest first, with its card details', {
  tag: '@once',
}, async ({ page }) => {
  await gotoHydrated(page, '/blog/')
  await expect(page.locator('h1')).toHaveText('Explore Our Latest Insights')
  await expect(cards(page).locator('h3')).toHaveText(posts.map((p) => p.title))
  const card = cards(page).first()
  const href = `/blog/${newest.slug}/`
  await expect(card.getByRole('link', { name: newest.title })).toHaveAttribute('href', href)
  await expect(card.getByRole('link', { name: newest.tags[0] })).toHaveAttribute('href', href)
  await expect(card.locator('a[aria-hidden="true"] img')).toBeAttached()
  await expect(card.locator('a[aria-hidden="true"]')).toHaveAttribute('href', href)
  await expect(card).toContainText(newest.excerpt)
  await expect(card).toContainText(`By ${newest.author}`)
  await expect(card.locator('time')).toHaveText(formatPostDate(newest.publishedAt))
  await expect(page.getByText('Loading posts...')).toHaveCount(0)
})

test('the tag row filters the grid and the URL keeps the choice', async ({ page }) => {
  const tags = [...new Set(posts.flatMap((p) => p.tags))]
  const tag = tags.find((t) => posts.some((p) => !p.tags.includes(t)))
  if (!tag) throw new Error('the snapshot needs a tag that not every post has')
  const tagged = posts.filter((p) => p.tags.includes(tag)).map((p) => p.title)

  await gotoHydrated(page, '/blog/')
  const row = page.getByRole('list', { name: 'Filter posts by tag' })
  await expect(row.getByRole('button')).toHaveCount(tags.length + 1)
  await expect(row.getByRole('button').first()).toHaveText('View all')
  await row.getByRole('button', { name: tag, exact: true }).click()
  await expect(page).toHaveURL(`/blog/?tag=${encodeURIComponent(tag).replace(/%20/g, '+')}`)
  await expect(cards(page).locator('h3')).toHaveText(tagged)
  await expect(row.getByRole('button', { name: tag, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  await row.getByRole('button', { name: 'View all' }).click()
  await expect(page).toHaveURL('/blog/')
  await expect(cards(page)).toHaveCount(posts.length)

  // Opened with the query: the pre-rendered page shows all, then the filter applies (no mismatch).
  await gotoHydrated(page, `/blog/?tag=${encodeURIComponent(tag)}`)
  await expect(cards(page).locator('h3')).toHaveText(tagged)
  await page.goBack()
  await page.goForward()
  await expect(cards(page).locator('h3')).toHaveText(tagged)
})

test('a pre-rendered post hydrates cleanly and client navigation between posts works', async ({
  page,
}) => {
  // Hydration uses the data embedded in the page: nothing is fetched for the first render.
  const loaderFetches: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('static-loader-data')) loaderFetches.push(r.url())
  })
  await gotoHydrated(page, `/blog/${newest.slug}/`)
  expect(loaderFetches).toEqual([])
  await expect(page.locator('h1')).toHaveText(newest.title)
  await expect(page.getByText(`By ${newest.author}`)).toBeVisible()
  await expect(page.locator('article time')).toHaveText(formatPostDate(newest.publishedAt))
  await expect(page.getByTestId('post-body').locator('h2').first()).toBeVisible()

  await page.getByRole('link', { name: '← All posts' }).click()
  await expect(page).toHaveURL('/blog/')
  await page.getByRole('link', { name: second.title }).click()
  await expect(page).toHaveURL(`/blog/${second.slug}/`)
  await expect(page.locator('h1')).toHaveText(second.title)
  await expect(page.getByTestId('post-body')).not.toBeEmpty()
  await expect(page).toHaveTitle(
    new RegExp(`^${second.seo.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  )
})

test('a post page carries BlogPosting data and a cover', once, async ({ page }) => {
  await gotoHydrated(page, `/blog/${newest.slug}/`)
  const json = await page.locator('script[type="application/ld+json"]').allTextContents()
  const posting = json.map((t) => JSON.parse(t)).find((d) => d['@type'] === 'BlogPosting')
  expect(posting).toMatchObject({
    headline: newest.title,
    datePublished: newest.publishedAt,
    dateModified: newest.updatedAt ?? newest.publishedAt,
    author: { '@type': 'Person', name: newest.author },
    publisher: { '@type': 'Organization', logo: { '@type': 'ImageObject' } },
  })
  const logo = await page.request.get(new URL(posting.publisher.logo.url).pathname)
  expect(logo.status()).toBe(200)
  if (newest.cover) {
    await expect(page.locator('article picture source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      newest.cover.avif ?? '',
    )
    const image = await page.request.get(newest.cover.src)
    expect(image.status()).toBe(200)
  }
})

/** The committed posts whose markdown has a (GitHub-flavoured) price table. */
function postWithSlug(slug: string) {
  const post = posts.find((p) => p.slug === slug)
  if (!post) throw new Error(`The committed snapshot has no post ${slug}`)
  return post
}
const kitchen = postWithSlug('outdoor-kitchen-cost-triangle')
const pavers = postWithSlug('pavers-vs-poured-concrete-patio')

/** A markdown table's rows as cell texts, read from the source (the delimiter row left out). */
function markdownTableRows(markdown: string): string[][] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^[\s|:-]+$/.test(line))
    .map((line) =>
      line
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim()),
    )
}

/** Cell text as read, with no-break spaces and word joiners (kept ranges together) as spaces. */
const cellTexts = (cells: string[]) => cells.map((t) => t.replace(/[\s\u2060]+/g, ' ').trim())

for (const post of [kitchen, pavers]) {
  test(
    `${post.slug}: the markdown table is pre-rendered as a table, row by row`,
    once,
    async ({ request, browser, baseURL }) => {
      const path = `/blog/${post.slug}/`
      const rows = markdownTableRows(post.content)
      const [head = [], ...body] = rows
      expect(body.length, 'rows in the markdown').toBeGreaterThanOrEqual(3)

      // The HTML as served, before any JavaScript: a table, not lines of pipes.
      const html = await (await request.get(path)).text()
      expect(html).toContain('<table>')
      expect(html).not.toMatch(/\|\s*-{3,}\s*\|/)
      for (const [first] of body) expect(html).toContain(`<td>${first}</td>`)

      // The same page with JavaScript off, read by role: a named, focusable box holding the table.
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
      const page = await context.newPage()
      await page.goto(path)
      const box = page
        .getByTestId('post-body')
        .getByRole('region', { name: `Table: ${head.join(', ')}` })
      await expect(box).toHaveAttribute('tabindex', '0')
      const table = box.getByRole('table')
      await expect(table.getByRole('columnheader')).toHaveText(head)
      await expect(table.getByRole('row')).toHaveCount(rows.length)
      for (const [index, row] of body.entries()) {
        const cells = table
          .getByRole('row')
          .nth(index + 1)
          .getByRole('cell')
        expect(cellTexts(await cells.allTextContents())).toEqual(row)
      }
      await context.close()
    },
  )
}

test('on a phone, a wide table scrolls sideways in its own box, never the page', {
  tag: '@phone',
}, async ({ page }) => {
  const overflow = () =>
    page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement
      return root.scrollWidth - root.clientWidth
    })
  for (const post of [pavers, kitchen]) {
    await gotoHydrated(page, `/blog/${post.slug}/`)
    expect(await overflow(), `${post.slug}: page overflow in px`).toBeLessThanOrEqual(0)
  }

  // The kitchen table has three columns: wider than the phone, its box scrolls, by keyboard too.
  const box = page.getByTestId('post-body').getByRole('region', { name: /^Table: Kitchen/ })
  const scrollable = await box.evaluate((el) => el.scrollWidth - el.clientWidth)
  expect(scrollable, 'the table box scrolls').toBeGreaterThan(0)
  await box.focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
  expect(await page.evaluate(() => window.scrollX)).toBe(0)
  expect(await overflow()).toBeLessThanOrEqual(0)
})

test('Subscribe scrolls to the newsletter block, Learn More opens the services', async ({
  page,
}) => {
  await gotoHydrated(page, '/blog/')
  const block = page.locator('#newsletter')
  await expect(block.locator('form[data-form="blog-newsletter"]')).toHaveCount(1)
  await page.getByRole('link', { name: 'Subscribe to our newsletter' }).click()
  await expect(block).toBeInViewport()
  await page.getByRole('link', { name: 'Learn More' }).click()
  await expect(page).toHaveURL('/services/')
})

test('a post the build does not know gets the noindex shell, then "Post not found"', async ({
  page,
}) => {
  const response = await gotoHydrated(page, '/blog/published-after-this-build/')
  expect(response?.status()).toBe(200)
  await expect(page.locator('h1')).toHaveText('Post not found')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByRole('link', { name: 'Browse all posts' })).toHaveAttribute(
    'href',
    '/blog/',
  )
  expect(await axeViolations(page)).toEqual([])
})

test(
  'hosting: post paths gain their slash, unknown posts get the shell, deeper paths a 404',
  once,
  async ({ request }) => {
    const bare = await request.get('/blog/written-yesterday', { maxRedirects: 0 })
    expect(bare.status()).toBe(301)
    expect(new URL(bare.headers().location ?? '', 'http://x').pathname).toBe(
      '/blog/written-yesterday/',
    )
    const shell = await request.get('/blog/written-yesterday/')
    expect(shell.status()).toBe(200)
    expect(await shell.text()).toMatch(/name="robots" content="noindex/)
    expect((await request.get('/blog/a/b/')).status()).toBe(404)
  },
)

test('no page loads Firebase code when Firebase is not configured', once, async ({ page }) => {
  // Bodies are read inside the test, before the page closes: a handler still reading one after
  // the test ended failed the whole run (seen on a busy machine).
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) bodies.push(response.text())
  })
  for (const path of ['/', '/blog/', `/blog/${newest.slug}/`, '/blog/not-built/']) {
    await gotoHydrated(page, path)
    await page.waitForLoadState('networkidle')
  }
  const scripts = await Promise.all(bodies)
  expect(scripts.length).toBeGreaterThan(3)
  expect(scripts.filter((s) => s.includes('firestore.googleapis.com'))).toEqual([])
})

for (const [path, item] of [
  ['/rss.xml', 'item > link'],
  ['/sitemap.xml', 'url > loc'],
] as const) {
  test(
    `${path} is well-formed XML listing every published post once`,
    once,
    async ({ page, request, baseURL }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const text = await response.text()
      const links = await page.evaluate(
        ([xml, selector]) => {
          const doc = new DOMParser().parseFromString(xml, 'application/xml')
          if (doc.querySelector('parsererror')) return null
          return [...doc.querySelectorAll(selector)].map((el) => el.textContent ?? '')
        },
        [text, item] as const,
      )
      expect(links, 'XML parse error').not.toBeNull()
      const origin = /^https?:\/\/[^/]+/.exec(links?.[0] ?? '')?.[0] ?? baseURL
      for (const post of posts) {
        expect(links?.filter((l) => l === `${origin}/blog/${post.slug}/`)).toHaveLength(1)
      }
    },
  )
}

test('robots.txt names the sitemap', once, async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text()
  expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m)
})
