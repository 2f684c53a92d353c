import { copyFile, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { type RunningServer, startServer } from '../scripts/serve'
import { expect, test, waitForHydration } from './support/fixtures'
import { countWebhookRequests, formOf, inboxRecords, uniqueEmail } from './support/forms'
import { copyBuild, redeploy } from './support/redeploy'
import { DIST, expectedH1 } from './support/site'

/**
 * A visitor opened the site on build N; build N+1 is deployed while the tab stays open. The next
 * client-side navigation needs files that no longer exist. It must land on the target page with
 * one full page load, and show no error.
 */
let root: string
let server: RunningServer

test.beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'deploy-'))
  await copyFile(join(process.cwd(), 'firebase.json'), join(root, 'firebase.json'))
  await copyBuild(DIST, join(root, 'dist'))
  server = await startServer({
    cwd: root,
    port: 0,
    quiet: true,
    leadsFile: join(root, 'inbox.jsonl'),
  })
})

test.afterEach(async () => {
  await server.close()
  await rm(root, { recursive: true, force: true })
})

/** Full page loads from now on (a recovery is one). */
function countLoads(page: Page): () => number {
  let loads = 0
  page.on('load', () => {
    loads += 1
  })
  return () => loads
}

/** The visitor opens `path` on the old build; then the new build is deployed under the tab. */
async function openBeforeDeploy(page: Page, path: string): Promise<void> {
  await page.goto(`${server.url}${path}`)
  await waitForHydration(page)
  await redeploy(join(root, 'dist'))
}

for (const [label, target] of [
  ['a page whose code was never loaded', 'Our Services'],
  ['a page loaded before (only its data manifest is gone)', 'Contact Us'],
] as const) {
  test(`a tab opened before a deploy recovers on its next navigation: ${label}`, {
    tag: '@desktop',
  }, async ({ page, consoleGuard }) => {
    // The old build's files answer 404 once: that is the point of the test.
    consoleGuard.allow(/status of 404/)
    const href = target === 'Our Services' ? '/services/' : '/contact-us/'
    const start = target === 'Our Services' ? '/' : '/contact-us/'
    await page.goto(`${server.url}${start}`)
    await waitForHydration(page)
    if (target === 'Contact Us') {
      // Load the contact page's code in this tab, then move away client-side.
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'About Us' })
        .click()
      await expect(page.locator('h1')).toHaveText(expectedH1('/about-us/'))
    }

    await redeploy(join(root, 'dist'))

    const loads = countLoads(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: target }).click()
    await expect(page).toHaveURL(`${server.url}${href}`)
    await expect(page.locator('h1')).toHaveText(expectedH1(href))
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    expect(loads()).toBe(1)
    await expect(page.getByText('Something went wrong')).toHaveCount(0)
    // The new build is the one running now.
    const entries = await page
      .locator('script[data-entry]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-entry')))
    expect(entries).toHaveLength(1)
    expect(entries.every((src) => src?.includes('n1.js'))).toBe(true)
  })
}

/**
 * The same deploy, met by the forms further down a page the visitor already had open: the code of
 * a part below the fold is fetched only when it comes into view, by then under the old name. The
 * part recovers with one reload of the same page (what was typed and the scroll position carried
 * over), and each lead reaches the lead endpoint in exactly one request.
 */
test.describe('a deploy under an open tab loses no lead', () => {
  /** Holds the old build's chunk requests (they would answer 404) until `release()`. */
  async function holdOldChunks(page: import('@playwright/test').Page) {
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    let held = 0
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      if (route.request().url().endsWith('n1.js')) return route.continue()
      held += 1
      await released
      return route.continue()
    })
    return { release, held: () => held }
  }

  test('the footer sign-up', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/)
    await openBeforeDeploy(page, '/')
    const loads = countLoads(page)
    const requests = countWebhookRequests(page)

    const form = formOf(page, 'footer-subscribe')
    await form.scrollIntoViewIfNeeded()
    // The reload brings build N+1, whose footer then comes alive where the visitor was.
    await expect(form).toHaveAttribute('data-ready', 'true')
    expect(loads()).toBe(1)
    await expect(form).toBeInViewport()
    const email = uniqueEmail('deploy-footer')
    await form.getByLabel('Email address').fill(email)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(form.getByRole('status')).toHaveText('Successfully subscribed!')
    expect(requests()).toBe(1)
    expect(inboxRecords(email, join(root, 'inbox.jsonl'))).toEqual([
      { webhook: 'newsletter', via: 'app', body: { email, page: '/' } },
    ])
  })

  test('the home contact form, with what was typed before the reload', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 404/)
    await openBeforeDeploy(page, '/')
    const chunks = await holdOldChunks(page)
    const loads = countLoads(page)
    const requests = countWebhookRequests(page)

    // The visitor reaches the form and starts typing while its code is (unsuccessfully) fetched.
    const form = formOf(page, 'contact')
    await form.scrollIntoViewIfNeeded()
    await expect.poll(chunks.held).toBeGreaterThan(0)
    const email = uniqueEmail('deploy-contact')
    await form.getByLabel('Name').fill('Dana Birch')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Message').fill('Screened porch and lights.')
    chunks.release()

    await expect(form).toHaveAttribute('data-ready', 'true')
    expect(loads()).toBe(1)
    await expect(form.getByLabel('Name')).toHaveValue('Dana Birch')
    await expect(form.getByLabel('Email')).toHaveValue(email)
    await expect(form.getByLabel('Message')).toHaveValue('Screened porch and lights.')
    await expect(form.getByLabel('Message')).toBeFocused()
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('status')).toHaveText('Message sent successfully!')
    expect(requests()).toBe(1)
    expect(inboxRecords(email, join(root, 'inbox.jsonl'))).toEqual([
      {
        webhook: 'contact',
        via: 'app',
        body: { name: 'Dana Birch', email, message: 'Screened porch and lights.', page: '/' },
      },
    ])
  })

  // Its part loads at once for the restored answers, wherever the page is scrolled: on any screen.
  test('the guided quote request, whose code waits for its first use, with its choice and text', {
    tag: '@once',
  }, async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/)
    await openBeforeDeploy(page, '/quote/')
    const chunks = await holdOldChunks(page)
    const loads = countLoads(page)

    // The first choice asks for the form's code, under the old build's name.
    const form = formOf(page, 'quote')
    await form.getByRole('radio', { name: 'Pergola' }).check()
    await expect.poll(chunks.held).toBeGreaterThan(0)
    await form.getByLabel('Tell us about it').fill('Shade over the deck.')
    chunks.release()

    await expect(form).toHaveAttribute('data-ready', 'true')
    expect(loads()).toBe(1)
    await expect(form.getByRole('radio', { name: 'Pergola' })).toBeChecked()
    await expect(form.getByLabel('Tell us about it')).toHaveValue('Shade over the deck.')
    await expect(form.getByText('Step 1 of 3: Your project')).toBeVisible()
  })
})
