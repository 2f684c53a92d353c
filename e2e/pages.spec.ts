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
  const items = page.locator('main details')
  const questions = items.locator('> summary')
  await expect(questions).toHaveCount(5)
  const first = questions.nth(0)
  const second = questions.nth(1)
  await first.click()
  await second.click()
  await expect(items.nth(0)).toHaveJSProperty('open', true)
  await expect(items.nth(1)).toHaveJSProperty('open', true)
  const firstPanel = items.nth(0).locator('p')
  const secondPanel = items.nth(1).locator('p')
  await expect(firstPanel).toBeVisible()
  await expect(secondPanel).toBeVisible()

  await first.focus()
  await page.keyboard.press('Enter')
  await expect(items.nth(0)).toHaveJSProperty('open', false)
  await expect(firstPanel).toBeHidden()
  await expect(secondPanel).toBeVisible()
  await page.keyboard.press('Space')
  await expect(items.nth(0)).toHaveJSProperty('open', true)
  await expect(firstPanel).toBeVisible()
})

test('the FAQ page marker is a plus that rotates when open', async ({ page }) => {
  await gotoHydrated(page, '/faq/')
  const question = page.locator('main details > summary').first()
  const icon = question.locator('svg')
  const before = await icon.evaluate((el) => getComputedStyle(el).rotate)
  await question.click()
  await expect.poll(() => icon.evaluate((el) => getComputedStyle(el).rotate)).not.toBe(before)
})

test('a plus-minus marker turns to a minus when open', async ({ page }) => {
  await gotoHydrated(page, '/contact-us/')
  const question = page.locator('main details > summary').first()
  const [plus, minus] = [question.locator('svg').first(), question.locator('svg').last()]
  await expect(plus).toBeVisible()
  await expect(minus).toBeHidden()
  await question.click()
  await expect(plus).toBeHidden()
  await expect(minus).toBeVisible()
})

for (const path of ACCORDION_PAGES) {
  test(`${path} has no accessibility violations with every accordion item open`, async ({
    page,
  }) => {
    await gotoHydrated(page, path)
    const closed = page.locator('main details:not([open]) > summary')
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
