import AxeBuilder from '@axe-core/playwright'
import { expect, gotoHydrated, test } from './support/fixtures'
import { builtPagePaths } from './support/site'

/** WCAG 2.1 A and AA, the bar every page must clear on desktop and phone. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

for (const path of builtPagePaths()) {
  test(`${path} has no accessibility violations and no console errors`, async ({ page }) => {
    await gotoHydrated(page, path)
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze()
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
    ).toEqual([])
  })
}

test('the 404 page has no accessibility violations', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404/)
  const response = await page.goto('/no-such-page/')
  expect(response?.status()).toBe(404)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await expect(page.locator('h1')).toHaveText('Page not found')
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  expect(results.violations).toEqual([])
})
