import type { Page } from '@playwright/test'
import { emulatorAdmin, postDoc, Timestamp } from '../scripts/firestore/admin'
import { PROJECT_ID } from '../scripts/firestore/emulator'
import { expect, gotoHydrated, test } from './support/fixtures'
import { answerGoogle } from './support/google'
import { posts as snapshotPosts } from './support/site'

/**
 * The blog against Firestore (the emulator, rules on), in a build configured for it. Run by
 * `npm run test:firestore` (scripts/firestore/run-tests.ts), which sets FIRESTORE_EMULATOR_HOST.
 */
const host = process.env.FIRESTORE_EMULATOR_HOST
if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run `npm run test:firestore`')
const admin = emulatorAdmin(host)
const newestSnapshot = snapshotPosts[0]
if (!newestSnapshot) throw new Error('The committed snapshot has no posts')

/** Strictly after the build's newest post, as a post published since the build would be. */
const afterBuild = (minutes: number) =>
  new Date(new Date(newestSnapshot.publishedAt).getTime() + minutes * 60_000)

const blockFirestore = (page: Page) =>
  page.route(`http://${host}/**`, (route) => route.abort('connectionrefused'))

test.beforeEach(async ({ page }) => {
  await admin.reset()
  // The build also has analytics settings: Google answers as it would in production.
  await answerGoogle(page, PROJECT_ID)
})
test.afterAll(async () => {
  await admin.close()
})

test('a post published after the build appears on /blog/ and opens at its address; a draft never does', async ({
  page,
}) => {
  await admin
    .posts()
    .doc('fresh')
    .set(
      postDoc('fresh-from-the-editor', afterBuild(60), {
        title: 'Fresh From the Editor',
        tags: ['Breaking'],
        content: '# Hello\n\nWritten **after** the build.',
      }),
    )
  await admin
    .posts()
    .doc('secret')
    .set(postDoc('secret-draft', afterBuild(120), { title: 'Secret Draft Plans', status: 'draft' }))

  await gotoHydrated(page, '/blog/')
  const titles = page.locator('[data-post] h3')
  await expect(titles.first()).toHaveText('Fresh From the Editor')
  await expect(titles).toHaveCount(snapshotPosts.length + 1)
  await expect(page.getByText('Secret Draft Plans')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Breaking' })).toBeVisible()

  await page.getByRole('link', { name: 'Fresh From the Editor' }).click()
  await expect(page).toHaveURL('/blog/fresh-from-the-editor/')
  await expect(page.locator('h1')).toHaveText('Fresh From the Editor')
  await expect(page.getByTestId('post-body').locator('strong')).toHaveText('after')

  // Opened directly: hosting serves the post shell, which reads the post by slug.
  const response = await gotoHydrated(page, '/blog/fresh-from-the-editor/')
  expect(response?.status()).toBe(200)
  await expect(page.locator('h1')).toHaveText('Fresh From the Editor')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

  await gotoHydrated(page, '/blog/secret-draft/')
  await expect(page.locator('h1')).toHaveText('Post not found')
  await expect(page.getByText('Secret Draft Plans')).toHaveCount(0)
})

test('a post scheduled an hour ahead stays out of the refresh and the post shell, even on a clock a day fast; once due it appears', async ({
  page,
}) => {
  await admin
    .posts()
    .doc('fresh')
    .set(postDoc('fresh-and-due', afterBuild(60), { title: 'Fresh and Due' }))
  const scheduled = admin.posts().doc('scheduled')
  await scheduled.set(
    postDoc('scheduled-for-later', new Date(Date.now() + 3_600_000), {
      title: 'Scheduled for Later',
    }),
  )
  // The visitor's clock runs a day fast: a bound taken from it would be refused by the rules.
  await page.clock.setSystemTime(Date.now() + 86_400_000)
  const heads: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'HEAD') heads.push(new URL(request.url()).pathname)
  })

  await gotoHydrated(page, '/blog/')
  expect(await page.evaluate(() => Date.now())).toBeGreaterThan(Date.now() + 86_000_000)
  const titles = page.locator('[data-post] h3')
  await expect(titles.first()).toHaveText('Fresh and Due')
  await expect(titles).toHaveCount(snapshotPosts.length + 1)
  await expect(page.getByText('Scheduled for Later')).toHaveCount(0)
  // The bound came from the server's Date header, asked of the page itself.
  expect(heads).toContain('/blog/')

  await gotoHydrated(page, '/blog/scheduled-for-later/')
  await expect(page.locator('h1')).toHaveText('Post not found')
  await gotoHydrated(page, '/blog/fresh-and-due/')
  await expect(page.locator('h1')).toHaveText('Fresh and Due')

  // Due now (the server's clock cannot be moved on an hour, so the post's time is moved back).
  await scheduled.update({ publishedAt: Timestamp.fromMillis(Date.now() - 60_000) })
  await gotoHydrated(page, '/blog/')
  await expect(titles).toHaveCount(snapshotPosts.length + 2)
  await expect(page.getByRole('link', { name: 'Scheduled for Later' })).toBeVisible()
  await gotoHydrated(page, '/blog/scheduled-for-later/')
  await expect(page.locator('h1')).toHaveText('Scheduled for Later')
})

test('with Firestore unreachable the pre-rendered posts stay and no error shows', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource/)
  await admin
    .posts()
    .doc('fresh')
    .set(postDoc('never-seen', afterBuild(60), { title: 'Never Seen' }))
  await blockFirestore(page)
  const failed = page.waitForEvent('console', (m) => m.text().startsWith('Blog refresh failed'))
  await gotoHydrated(page, '/blog/')
  await failed
  await expect(page.locator('[data-post] h3')).toHaveText(snapshotPosts.map((p) => p.title))
  // (The forms on the page keep their own empty alert regions: look at the posts section.)
  await expect(
    page.locator('section[aria-labelledby="posts-title"]').getByRole('alert'),
  ).toHaveCount(0)
  await expect(page.getByText(/Could not load posts/)).toHaveCount(0)
  await expect(page.getByText('Loading posts...')).toHaveCount(0)
  await expect(page.getByText('Never Seen')).toHaveCount(0)
})

test('a failed read of a new post offers a retry and the way back', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource/)
  await admin
    .posts()
    .doc('fresh')
    .set(postDoc('late-post', afterBuild(60), { title: 'Late Post' }))
  await blockFirestore(page)
  await gotoHydrated(page, '/blog/late-post/')
  await expect(page.locator('h1')).toHaveText('This post could not be loaded')
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load the post' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Browse all posts' })).toHaveAttribute(
    'href',
    '/blog/',
  )
  await page.unroute(`http://${host}/**`)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.locator('h1')).toHaveText('Late Post')
})

test('hostile markdown renders none of its scripts, handlers, javascript: links or iframes', async ({
  page,
}) => {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const content = [
    'Safe intro paragraph.',
    '<script>window.__pwned = "script"; alert("script")</script>',
    '[click me](javascript:window.__pwned="link";alert("link"))',
    '<img src="/nope.png" onerror="window.__pwned=\'onerror\';alert(\'onerror\')">',
    '<iframe src="javascript:alert(\'iframe\')"></iframe>',
    '<a href="https://example.com" onclick="alert(\'click\')">raw anchor</a>',
    'Safe closing paragraph.',
  ].join('\n\n')
  await admin
    .posts()
    .doc('hostile')
    .set(postDoc('hostile-post', afterBuild(60), { title: 'Hostile Post', content }))

  await gotoHydrated(page, '/blog/hostile-post/')
  const body = page.getByTestId('post-body')
  await expect(body).toContainText('Safe closing paragraph.')
  await body.getByText('click me').click()
  await page.waitForTimeout(500)
  expect(
    await body.locator('script, iframe, [onerror], [onclick], a[href^="javascript:"]').count(),
  ).toBe(0)
  expect(await body.innerHTML()).not.toMatch(/javascript:|onerror|onclick|<script|<iframe/i)
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined()
  expect(dialogs).toEqual([])
})
