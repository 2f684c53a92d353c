import { expect, gotoHydrated, test } from './support/fixtures'
import { formOf } from './support/forms'

/**
 * The call bar on a phone steps aside when it would be in the way: while a field that takes typing
 * has focus (the on-screen keyboard; a choice brings none up), while the page's own contact form
 * is on screen, and under the menu. (That it is on every page, with nothing under it, and on no
 * desktop page is checked by the sweep.)
 */
test.describe('the phone call bar', { tag: '@phone' }, () => {
  const barOf = (page: import('@playwright/test').Page) =>
    page.getByRole('navigation', { name: 'Call or get a quote' })

  test('hides while a field has focus, and comes back', async ({ page }) => {
    await gotoHydrated(page, '/faq/')
    const bar = barOf(page)
    await expect(bar).toBeVisible()
    const email = formOf(page, 'footer-subscribe').getByLabel('Email address')
    await email.focus()
    await expect(bar).toBeHidden()
    await email.blur()
    await expect(bar).toBeVisible()
  })

  test('stays while a choice has focus: no keyboard comes up for it', async ({ page }) => {
    // No transition: the bar's state is read at once, not part-way through its slide.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoHydrated(page, '/estimate/')
    const bar = barOf(page)
    const deck = formOf(page, 'estimator').getByRole('radio', { name: 'Deck' })
    await deck.tap()
    await expect(deck).toBeFocused()
    await expect(bar).toBeVisible()
    // A field that takes typing still sends it aside, on the same page.
    await formOf(page, 'footer-subscribe').getByLabel('Email address').focus()
    await expect(bar).toBeHidden()
  })

  test('hides while the page’s contact form is on screen', async ({ page }) => {
    await gotoHydrated(page, '/')
    const bar = barOf(page)
    await expect(bar).toBeVisible()
    await page.locator('#contact-form').scrollIntoViewIfNeeded()
    await expect(bar).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(bar).toBeVisible()
  })

  test('hides under the open menu', async ({ page }) => {
    await gotoHydrated(page, '/blog/')
    const bar = barOf(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(bar).toBeHidden()
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(bar).toBeVisible()
  })

  test('works before the app starts: Call dials, Get a Quote opens the contact form', async ({
    page,
  }) => {
    await page.route(/\/assets\/[^/]+\.js$/, () => {}) // the app never arrives
    await page.goto('/faq/', { waitUntil: 'domcontentloaded' })
    const bar = barOf(page)
    await expect(bar.getByRole('link', { name: /^Call/ })).toHaveAttribute(
      'href',
      'tel:+19195550142',
    )
    await bar.getByRole('link', { name: 'Get a Quote' }).click()
    await expect(page).toHaveURL(/\/contact-us\/#contact-form$/)
  })

  test('gives its targets 44 px and respects reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoHydrated(page, '/faq/')
    for (const link of await barOf(page).getByRole('link').all()) {
      const box = await link.boundingBox()
      expect(box?.height).toBeGreaterThanOrEqual(44)
      expect(box?.width).toBeGreaterThanOrEqual(44)
    }
    const transition = await barOf(page).evaluate((el) => getComputedStyle(el).transitionDuration)
    expect(transition).toMatch(/^0s(, 0s)*$/)
  })
})
