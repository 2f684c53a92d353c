import { expect, gotoHydrated, test, waitForHydration } from './support/fixtures'

/**
 * The before/after comparison on a project page: a divide moved by pointer and keys, announced as
 * a slider; without scripting, the two pictures side by side.
 */
test.describe('before and after', () => {
  test('dragging and the arrow keys move the divide, and the slider says where it is', async ({
    page,
  }) => {
    await gotoHydrated(page, '/portfolio/patio-paradise/')
    const slider = page.getByRole('slider', { name: /Before and after/ })
    await slider.scrollIntoViewIfNeeded()
    await expect(slider).toHaveAttribute('aria-valuenow', '50')
    // The part hydrates when it comes into view; keys move the divide once it has.
    await expect(async () => {
      await slider.focus()
      await page.keyboard.press('ArrowLeft')
      await expect(slider).toHaveAttribute('aria-valuenow', '45', { timeout: 500 })
    }).toPass()
    await page.keyboard.press('End')
    await expect(slider).toHaveAttribute('aria-valuenow', '100')
    await page.keyboard.press('Home')
    await expect(slider).toHaveAttribute('aria-valuenow', '0')

    const frame = page.locator('.before-after')
    const box = await frame.boundingBox()
    if (!box) throw new Error('no comparison frame')
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2, { steps: 5 })
    await page.mouse.up()
    await expect(slider).toHaveAttribute('aria-valuenow', '75')
    // The after picture shows right of the divide, the handle stands on it.
    const clip = await page
      .locator('.before-after-after')
      .evaluate((el) => getComputedStyle(el).clipPath)
    expect(clip).toBe('inset(0px 0px 0px 75%)')
    const handle = await slider.boundingBox()
    expect(
      Math.abs((handle?.x ?? 0) + (handle?.width ?? 0) / 2 - (box.x + box.width * 0.75)),
    ).toBeLessThan(2)
  })

  test('nothing moves when the part comes alive', { tag: '@once' }, async ({ page }) => {
    await page.goto('/services/patios-and-decks/')
    const frame = page.locator('.before-after')
    await frame.scrollIntoViewIfNeeded()
    const before = await frame.boundingBox()
    await waitForHydration(page)
    await expect(page.locator('[data-defer="before-after"] [role="slider"]')).toBeVisible()
    expect(await frame.boundingBox()).toEqual(before)
  })
})

test.describe('before and after without scripting', { tag: '@once' }, () => {
  test.use({ javaScriptEnabled: false })

  test('shows both pictures side by side, each whole', async ({ page }) => {
    await page.goto('/portfolio/deck-delight/')
    const before = page.locator('.before-after-before img')
    const after = page.locator('.before-after-after img')
    await before.scrollIntoViewIfNeeded()
    await expect(before).toBeVisible()
    await expect(after).toBeVisible()
    const [a, b] = [await before.boundingBox(), await after.boundingBox()]
    expect((a?.x ?? 0) + (a?.width ?? 0)).toBeLessThanOrEqual(b?.x ?? 0) // side by side
    expect(
      await page.locator('.before-after-after').evaluate((el) => getComputedStyle(el).clipPath),
    ).toBe('none')
    await expect(page.getByRole('slider')).toBeHidden()
  })
})
