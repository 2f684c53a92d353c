import { codeSnifferErrors } from './support/codesniffer'
import { expect, gotoHydrated, test } from './support/fixtures'
import { builtPagePaths } from './support/site'

/**
 * A second accessibility checker beside the sweep's axe: HTML_CodeSniffer at WCAG 2 AA, on every
 * page the sweep visits and the 404 page, hydrated, on both devices (its contrast checks read the
 * layout's computed styles). It has rules axe does not (H71: every fieldset has a legend of its
 * own); only its errors fail a test.
 */
for (const path of builtPagePaths()) {
  test(`${path}: HTML_CodeSniffer finds no WCAG2AA error`, async ({ page }) => {
    await gotoHydrated(page, path)
    expect(await codeSnifferErrors(page)).toEqual([])
  })
}

test('the 404 page: HTML_CodeSniffer finds no WCAG2AA error', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404/)
  const response = await gotoHydrated(page, '/no-such-page/')
  expect(response?.status()).toBe(404)
  expect(await codeSnifferErrors(page)).toEqual([])
})
