import { expect, gotoHydrated, test } from './support/fixtures'
import { expectedH1 } from './support/site'

/** WCAG 2.1 A and AA, as in accessibility.spec.ts. */

/** The dates docs/product.md gives, written out independently of the content modules. */
const PAGES = [
  { path: '/privacy-policy/', dateTime: '2024-09-16', date: 'September 16, 2024' },
  { path: '/terms-and-conditions/', dateTime: '2025-01-07', date: 'January 7, 2025' },
  { path: '/deletion-policy/', dateTime: '2025-06-07', date: 'June 7, 2025' },
]

for (const { path, dateTime, date } of PAGES) {
  test.describe(path, () => {
    test('shows its title and last-updated date near the top', async ({ page }) => {
      await gotoHydrated(page, path)
      await expect(page.locator('h1')).toHaveText(expectedH1(path))
      // The page's own date; a dated addendum further down carries its own (decision 0017).
      const time = page.locator('main p', { hasText: 'Last updated:' }).locator('time')
      await expect(time).toHaveCount(1)
      await expect(page.locator('main time').first()).toHaveAttribute('datetime', dateTime)
      await expect(time).toHaveAttribute('datetime', dateTime)
      await expect(time).toHaveText(date)
      await expect(time.locator('..')).toHaveText(`Last updated: ${date}`)
      // Readable without scrolling, on a phone as on a desktop.
      await expect(time).toBeInViewport()
    })

    test('contents links jump to their sections, clear of the fixed header', async ({ page }) => {
      await gotoHydrated(page, path)
      const toc = page.getByRole('navigation', { name: 'On this page' })
      const links = toc.getByRole('link')
      const count = await links.count()
      expect(count).toBeGreaterThan(3)
      const header = page.getByRole('banner')

      for (let i = 0; i < count; i++) {
        const link = links.nth(i)
        const href = await link.getAttribute('href')
        const name = (await link.textContent()) ?? ''
        expect(href).toMatch(/^#[a-z][a-z0-9-]*$/)
        await link.click()
        await expect(page).toHaveURL(new RegExp(`${path}${href}$`))
        const heading = page.locator(`h2${href}`)
        await expect(heading).toHaveText(name)
        await expect(heading).toBeInViewport()
        const headerBox = await header.boundingBox()
        const headingBox = await heading.boundingBox()
        expect(headerBox && headingBox, 'header and heading are laid out').toBeTruthy()
        if (headerBox && headingBox) {
          expect(headingBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1)
        }
      }
    })
  })
}

test('the policies link to each other', { tag: '@once' }, async ({ page }) => {
  await gotoHydrated(page, '/privacy-policy/')
  const main = page.locator('main')
  await main.getByRole('link', { name: 'Data Deletion Policy' }).first().click()
  await expect(page).toHaveURL(/\/deletion-policy\/$/)
  await expect(page.locator('h1')).toHaveText('Data Deletion Policy')
  await main.getByRole('link', { name: 'Terms and Conditions' }).first().click()
  await expect(page).toHaveURL(/\/terms-and-conditions\/$/)
  await expect(page.locator('h1')).toHaveText('Terms and Conditions')
  await main.getByRole('link', { name: 'Privacy Policy' }).first().click()
  await expect(page).toHaveURL(/\/privacy-policy\/$/)
  await expect(page.locator('h1')).toHaveText('Privacy Policy')
})
