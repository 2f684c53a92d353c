import type { Page } from '@playwright/test'
import { axeViolations } from './support/axe'
import { expect, gotoHydrated, test } from './support/fixtures'

/**
 * A project page's gallery: each picture is a link to its full-size image; with the app, a click
 * opens it larger over the page, in a modal dialog that moves through the gallery.
 */
const PROJECT = '/portfolio/patio-paradise/'

async function openFirst(page: Page) {
  await gotoHydrated(page, PROJECT)
  const thumbnails = page.getByRole('link', { name: /^Larger view:/ })
  const first = thumbnails.first()
  await first.scrollIntoViewIfNeeded()
  // The gallery hydrates as it comes into view; a click before that follows the link to the
  // full-size image, as it does without the app.
  await expect(page.locator('[data-ready]', { has: first })).toBeAttached()
  const count = await thumbnails.count()
  expect(count).toBeGreaterThan(1)
  await first.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  return { first, dialog, count }
}

test.describe('the gallery lightbox', () => {
  test('opens from a thumbnail, moves by button and key, and closes with Escape back to it', async ({
    page,
  }) => {
    const { first, dialog, count } = await openFirst(page)
    const url = page.url()
    await expect(dialog).toHaveAccessibleName(`Image 1 of ${count}`)
    await expect(dialog.getByText(`1 / ${count}`)).toBeVisible()
    // The large picture is the same image, whole, with its caption.
    const alt = await first.locator('img').getAttribute('alt')
    await expect(dialog.getByRole('img', { name: alt ?? '' })).toBeVisible()
    await expect(dialog.locator('figcaption')).toHaveText(alt ?? '')

    await dialog.getByRole('button', { name: 'Next image' }).click()
    await expect(dialog).toHaveAccessibleName(`Image 2 of ${count}`)
    await dialog.getByRole('button', { name: 'Previous image' }).click()
    await expect(dialog).toHaveAccessibleName(`Image 1 of ${count}`)
    await page.keyboard.press('ArrowLeft') // wraps round to the last
    await expect(dialog).toHaveAccessibleName(`Image ${count} of ${count}`)
    await page.keyboard.press('ArrowRight')
    await expect(dialog).toHaveAccessibleName(`Image 1 of ${count}`)

    // Tab stays inside the dialog; the page behind cannot be reached.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key)
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true)
    }
    // The page behind does not scroll; the URL is the page's own.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    )
    expect(page.url()).toBe(url)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(first).toBeFocused()
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('')
  })

  test('opening it shifts nothing on the page', async ({ page }) => {
    await gotoHydrated(page, PROJECT)
    const heading = page.getByRole('heading', { name: 'A closer look' })
    const thumbnail = page.getByRole('link', { name: /^Larger view:/ }).first()
    await thumbnail.scrollIntoViewIfNeeded()
    await expect(page.locator('[data-ready]', { has: thumbnail })).toBeAttached()
    const where = () =>
      page.evaluate(() => ({
        scrollY: window.scrollY,
        width: document.documentElement.clientWidth,
      }))
    const before = { heading: await heading.boundingBox(), ...(await where()) }
    await thumbnail.click()
    await expect(page.getByRole('dialog')).toBeVisible()
    // Same place, same scroll, same width (the scrollbar's room is kept while the page is locked).
    expect({ heading: await heading.boundingBox(), ...(await where()) }).toEqual(before)
  })

  test('has no axe violations while open', async ({ page }) => {
    await openFirst(page)
    expect(await axeViolations(page)).toEqual([])
  })

  test('a swipe moves to the next and previous picture', async ({ page }) => {
    const { dialog, count } = await openFirst(page)
    const figure = dialog.locator('figure')
    const box = await figure.boundingBox()
    if (!box) throw new Error('no figure')
    const y = box.y + box.height / 2
    const swipe = async (from: number, to: number) => {
      await figure.dispatchEvent('pointerdown', { clientX: from, clientY: y, pointerType: 'touch' })
      await figure.dispatchEvent('pointerup', { clientX: to, clientY: y, pointerType: 'touch' })
    }
    await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2) // finger moves left: next
    await expect(dialog).toHaveAccessibleName(`Image 2 of ${count}`)
    await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8) // and right: previous
    await expect(dialog).toHaveAccessibleName(`Image 1 of ${count}`)
    await swipe(box.x + box.width * 0.5, box.x + box.width * 0.5 + 10) // a tap-sized move: stays
    await expect(dialog).toHaveAccessibleName(`Image 1 of ${count}`)
  })
})

test.describe('the gallery without scripting', { tag: '@once' }, () => {
  test.use({ javaScriptEnabled: false })

  test('each thumbnail links to its full-size image', async ({ page, request }) => {
    await page.goto(PROJECT)
    const links = page.getByRole('link', { name: /^Larger view:/ })
    expect(await links.count()).toBeGreaterThan(1)
    for (const link of await links.all()) {
      const href = (await link.getAttribute('href')) ?? ''
      expect(href).toMatch(/\.(jpe?g|webp|avif|png)$/)
      const response = await request.get(href)
      expect(response.ok()).toBe(true)
      expect(response.headers()['content-type']).toMatch(/^image\//)
    }
  })
})
