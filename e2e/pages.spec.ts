import { axeViolations } from './support/axe'
import { expect, gotoHydrated, test } from './support/fixtures'

const ACCORDION_PAGES = [
  '/contact-us/',
  '/faq/',
  '/service/',
  '/services/fire-pits-and-fireplaces/',
  '/services/outdoor-kitchens/',
]

test('accordion items open independently and follow the keyboard', async ({ page }) => {
  await gotoHydrated(page, '/faq/')
  const questions = page.locator('main button[aria-expanded]')
  await expect(questions).toHaveCount(5)
  const first = questions.nth(0)
  const second = questions.nth(1)
  await first.click()
  await second.click()
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await expect(second).toHaveAttribute('aria-expanded', 'true')
  const firstPanel = page.locator(`#${await first.getAttribute('aria-controls')}`)
  const secondPanel = page.locator(`#${await second.getAttribute('aria-controls')}`)
  await expect(firstPanel).toBeVisible()
  await expect(secondPanel).toBeVisible()

  await first.focus()
  await page.keyboard.press('Enter')
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await expect(firstPanel).toBeHidden()
  await expect(secondPanel).toBeVisible()
  await page.keyboard.press('Space')
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await expect(firstPanel).toBeVisible()
})

test('the FAQ page marker is a plus that rotates when open', async ({ page }) => {
  await gotoHydrated(page, '/faq/')
  const button = page.locator('main button[aria-expanded]').first()
  const icon = button.locator('svg')
  const before = await icon.evaluate((el) => getComputedStyle(el).rotate)
  await button.click()
  await expect.poll(() => icon.evaluate((el) => getComputedStyle(el).rotate)).not.toBe(before)
})

for (const path of ACCORDION_PAGES) {
  test(`${path} has no accessibility violations with every accordion item open`, async ({
    page,
  }) => {
    await gotoHydrated(page, path)
    const closed = page.locator('main button[aria-expanded="false"]')
    while ((await closed.count()) > 0) await closed.first().click()
    expect(await axeViolations(page)).toEqual([])
  })
}

test('the about video loads nothing from the video host until it is played', {
  tag: '@once',
}, async ({ page }) => {
  const videoRequests: string[] = []
  // Stay offline: the player request is recorded and answered locally.
  await page.route(/youtube/, (route) => {
    videoRequests.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' })
  })
  await gotoHydrated(page, '/about-us/')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForLoadState('networkidle')
  expect(videoRequests).toEqual([])
  await page.getByRole('button', { name: /^Play video/ }).click()
  const frame = page.locator('iframe[title]')
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//)
  await expect.poll(() => videoRequests.length).toBeGreaterThan(0)
})
