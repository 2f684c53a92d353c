import { mainNav } from '../src/content/site'
import { expect, gotoHydrated, test } from './support/fixtures'
import { expectedH1 } from './support/site'

test.describe('desktop navigation', { tag: '@desktop' }, () => {
  test('the four links go where they should, client-side, and focus the new heading', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    const bar = page.getByRole('navigation', { name: 'Main' })
    for (const link of mainNav) {
      await bar.getByRole('link', { name: link.label }).click()
      await expect(page).toHaveURL(link.href)
      await expect(page.locator('h1')).toHaveText(expectedH1(link.href))
      await expect(bar.getByRole('link', { name: link.label })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(page.locator('h1')).toBeFocused()
      await expect(page.getByTestId('route-announcer')).toHaveText(await page.title())
    }
  })

  test('the logo goes home', async ({ page }) => {
    await gotoHydrated(page, '/faq/')
    await page.getByRole('link', { name: 'Oak & Ember Outdoor Living, home' }).first().click()
    await expect(page).toHaveURL('/')
  })
})

test.describe('phone menu', () => {
  test('opens, highlights the current page, and closes on choice, on Escape and outside', {
    tag: '@phone',
  }, async ({ page }) => {
    await gotoHydrated(page, '/blog/')
    const toggle = page.getByRole('button', { name: 'Open menu' })
    const menu = page.locator('#mobile-menu')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeHidden()

    await toggle.click()
    const close = page.getByRole('button', { name: 'Close menu' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link')).toHaveText(mainNav.map((l) => l.label))
    await expect(menu.getByRole('link', { name: 'Blog Posts' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const maxHeight = await menu.evaluate((el) => getComputedStyle(el).maxHeight)
    expect(maxHeight).toBe('384px') // 24rem

    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()

    await toggle.click()
    await expect(menu).toBeVisible()
    // A tap below the dropdown (the header is 7rem, the dropdown at most 24rem) closes it.
    await page.mouse.click(195, 780)
    await expect(menu).toBeHidden()

    await toggle.click()
    await menu.getByRole('link', { name: 'About Us' }).click()
    await expect(page).toHaveURL('/about-us/')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('opens and closes, and its links lead on', { tag: '@phone' }, async ({ page }) => {
      await page.goto('/blog/')
      const menu = page.locator('#mobile-menu')
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(menu.getByRole('link')).toHaveText(mainNav.map((l) => l.label))
      await page.getByRole('button', { name: 'Close menu' }).click()
      await expect(menu).toBeHidden()
      await page.getByRole('button', { name: 'Open menu' }).click()
      await menu.getByRole('link', { name: 'About Us' }).click()
      await expect(page).toHaveURL('/about-us/')
    })
  })

  test('the desktop links are hidden and the hamburger shows', async ({ page, isMobile }) => {
    await gotoHydrated(page, '/')
    const hamburger = page.getByRole('button', { name: 'Open menu' })
    if (isMobile) await expect(hamburger).toBeVisible()
    else await expect(hamburger).toBeHidden()
  })
})

test('the top bar is at least 7rem tall and changes its look once scrolled', async ({ page }) => {
  await gotoHydrated(page, '/')
  const header = page.locator('header').first()
  const box = await header.boundingBox()
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(112)
  await expect(header).toHaveAttribute('data-scrolled', 'false')
  const before = await header.evaluate((el) => getComputedStyle(el).boxShadow)
  await page.mouse.wheel(0, 600)
  await expect(header).toHaveAttribute('data-scrolled', 'true')
  const after = await header.evaluate((el) => getComputedStyle(el).boxShadow)
  expect(after).not.toBe(before)
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(header).toHaveAttribute('data-scrolled', 'false')
})

test('Get A Quote Now scrolls to the contact form on a page that has one', async ({ page }) => {
  await gotoHydrated(page, '/')
  const form = page.locator('#contact-form')
  await expect(form).not.toBeInViewport()
  await page.getByRole('link', { name: 'Get A Quote Now' }).click()
  await expect(form).toBeInViewport()
  await expect(form).toBeFocused()
  await expect(page).toHaveURL('/')
})

test('Get A Quote Now opens the contact page form from a page without one', async ({ page }) => {
  await gotoHydrated(page, '/faq/')
  await page.getByRole('link', { name: 'Get A Quote Now' }).click()
  await expect(page).toHaveURL('/contact-us/#contact-form')
  await expect(page.locator('#contact-form')).toBeInViewport()
})

test('the logo is 75 by 75 pixels', async ({ page }) => {
  await gotoHydrated(page, '/')
  const logo = page
    .getByRole('link', { name: 'Oak & Ember Outdoor Living, home' })
    .first()
    .locator('svg')
  const box = await logo.boundingBox()
  expect(box?.width).toBe(75)
  expect(box?.height).toBe(75)
})

test('the skip link is the first stop and jumps to the main content', { tag: '@desktop' }, async ({
  page,
}) => {
  await gotoHydrated(page, '/services/')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.locator('#main')).toBeFocused()
})

// Counts and attributes of the footer's markup, the same on every screen.
test('the footer has the twelve links and five social icons opening in a new tab', {
  tag: '@once',
}, async ({ page }) => {
  await gotoHydrated(page, '/')
  const footer = page.locator('footer')
  await expect(footer.getByRole('navigation', { name: 'Footer' }).getByRole('link')).toHaveCount(12)
  const social = footer.locator('a[target="_blank"]')
  await expect(social).toHaveCount(5)
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
})

test('the fade between pages respects reduced motion', { tag: '@desktop' }, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await gotoHydrated(page, '/')
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About Us' })
    .click()
  await expect(page.locator('h1')).toHaveText(expectedH1('/about-us/'))
  const animation = await page
    .locator('main > div')
    .evaluate((el) => getComputedStyle(el).animationName)
  expect(animation).toBe('none')
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact Us' })
    .click()
  await expect(page.locator('h1')).toHaveText(expectedH1('/contact-us/'))
  const faded = await page
    .locator('main > div')
    .evaluate((el) => getComputedStyle(el).animationName)
  expect(faded).toBe('fade-in')
})
