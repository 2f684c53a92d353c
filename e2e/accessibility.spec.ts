import { axeViolations } from './support/axe'
import { expect, gotoHydrated, test } from './support/fixtures'
import { builtPagePaths } from './support/site'

for (const path of builtPagePaths()) {
  test(`${path} has no accessibility violations and no console errors`, async ({ page }) => {
    await gotoHydrated(page, path)
    expect(await axeViolations(page)).toEqual([])
  })
}

test('the 404 page has no accessibility violations', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404/)
  const response = await page.goto('/no-such-page/')
  expect(response?.status()).toBe(404)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await expect(page.locator('h1')).toHaveText('Page not found')
  expect(await axeViolations(page)).toEqual([])
})
