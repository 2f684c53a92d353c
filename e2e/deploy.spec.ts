import { copyFile, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningServer, startServer } from '../scripts/serve'
import { expect, test } from './support/fixtures'
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
    inboxFile: join(root, 'inbox.jsonl'),
  })
})

test.afterEach(async () => {
  await server.close()
  await rm(root, { recursive: true, force: true })
})

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
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    if (target === 'Contact Us') {
      // Load the contact page's code in this tab, then move away client-side.
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'About Us' })
        .click()
      await expect(page.locator('h1')).toHaveText(expectedH1('/about-us/'))
    }

    await redeploy(join(root, 'dist'))

    let loads = 0
    page.on('load', () => {
      loads += 1
    })
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: target }).click()
    await expect(page).toHaveURL(`${server.url}${href}`)
    await expect(page.locator('h1')).toHaveText(expectedH1(href))
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    expect(loads).toBe(1)
    await expect(page.getByText('Something went wrong')).toHaveCount(0)
    // The new build is the one running now.
    const entries = await page
      .locator('script[data-entry]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-entry')))
    expect(entries).toHaveLength(1)
    expect(entries.every((src) => src?.includes('n1.js'))).toBe(true)
  })
}
