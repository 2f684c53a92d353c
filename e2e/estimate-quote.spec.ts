import type { Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './support/fixtures'
import {
  countWebhookRequests,
  formOf,
  inboxRecords,
  uniqueEmail,
  webhookPayloads,
} from './support/forms'

/**
 * Pricing a project and asking for a quote: the ballpark estimator on /estimate/ and the guided
 * request on /quote/, with and without the app.
 */

const range = (page: Page) => page.locator('output[aria-live]')

/** After a step change, the step count shows below the fixed header, not under it. */
async function expectCountClearOfHeader(page: Page, count: string) {
  const header = await page.getByRole('banner').boundingBox()
  const below = (header?.y ?? 0) + (header?.height ?? Number.POSITIVE_INFINITY)
  await expect
    .poll(
      async () => (await page.getByText(count).boundingBox())?.y,
      `${count} clear of the header`,
    )
    .toBeGreaterThanOrEqual(below)
}

test.describe('the ballpark estimator', () => {
  test('follows the choices, then opens the guided request prefilled, which sends once', {
    tag: '@desktop',
  }, async ({ page }) => {
    await gotoHydrated(page, '/estimate/')
    const estimator = formOf(page, 'estimator')
    await expect(range(page)).toHaveText('$5,000 – $9,000') // a 400 sq ft concrete patio
    // Its code waits for the visitor's first use; the choice made then is kept.
    await expect(estimator).not.toHaveAttribute('data-ready')
    await estimator.getByLabel('Surface').selectOption({ label: 'Concrete pavers' })
    await expect(estimator).toHaveAttribute('data-ready', 'true')
    await expect(range(page)).toHaveText('$9,500 – $16,000')
    await estimator.getByRole('radio', { name: 'Deck' }).check()
    await estimator.getByLabel('Size').selectOption({ label: '250 sq ft' })
    await estimator.getByLabel('Decking').selectOption({ label: 'Composite' })
    await expect(range(page)).toHaveText('$14,500 – $22,500')
    await estimator.getByRole('button', { name: 'Send me a quote for this' }).click()

    await expect(page).toHaveURL(/\/quote\/\?type=deck&size=250&material=composite$/)
    const quote = formOf(page, 'quote')
    await expect(quote).toHaveAttribute('data-ready', 'true')
    await expect(quote.getByText('Deck, 250 sq ft, Composite, $14,500 – $22,500')).toBeVisible()
    await expect(quote.getByText('Step 1 of 3: Your project')).toBeVisible()
    await expect(quote.getByRole('radio', { name: 'Deck' })).toBeChecked()
    await quote.getByRole('button', { name: 'Next' }).click()
    await quote.getByRole('radio', { name: '$10,000 – $25,000' }).check()
    await quote.getByRole('radio', { name: 'Within 3 months' }).check()
    await quote.getByRole('button', { name: 'Next' }).click()
    const email = uniqueEmail('estimate-quote')
    await quote.getByLabel('Name').fill('Ivy Larch')
    await quote.getByLabel('Email').fill(email)
    const requests = countWebhookRequests(page)
    const sent = webhookPayloads(page)
    await quote.getByRole('button', { name: 'Send my request' }).click()
    await expect(quote.getByRole('status')).toHaveText('Message sent successfully!')

    const payload = {
      name: 'Ivy Larch',
      email,
      phone: '',
      subject: 'project-consultation',
      project: 'deck',
      details: '',
      budget: '10k-25k',
      timing: '3-months',
      estimate_project: 'deck',
      estimate_size: '250',
      estimate_material: 'composite',
      estimate_low: '14500',
      estimate_high: '22500',
      message:
        'Quote request\nProject: Deck\nBudget: $10,000 – $25,000\nTiming: Within 3 months\nEstimate: Deck, 250 sq ft, Composite, $14,500 – $22,500',
      page: '/quote/',
    }
    expect(sent).toEqual([payload])
    expect(requests()).toBe(1)
    const { phone: _phone, details: _details, ...stored } = payload
    expect(inboxRecords(email)).toEqual([{ webhook: 'contact', via: 'app', body: stored }])
  })

  test('without JavaScript, every range is in a table', { tag: '@once' }, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/estimate/')
    const patio = page.getByRole('table', { name: 'Patio' })
    await expect(patio.getByRole('row', { name: /^400 sq ft/ })).toContainText('$9,500 – $16,000')
    await expect(page.getByRole('table', { name: 'Outdoor kitchen' })).toContainText(
      '$20,000 – $45,000',
    )
    await expect(page.getByRole('table')).toHaveCount(6)
    await context.close()
  })
})

test.describe('the guided quote request', () => {
  test('keeps a step with a missing answer, with the error said; Back keeps answers', async ({
    page,
  }) => {
    await gotoHydrated(page, '/quote/')
    const quote = formOf(page, 'quote')
    // Its code waits for the visitor's first use; what they type meanwhile is kept.
    await expect(quote).not.toHaveAttribute('data-ready')
    await quote.getByLabel('Tell us about it').fill('A patio under the oak.')
    await expect(quote).toHaveAttribute('data-ready', 'true')
    await expect(quote.getByText('Step 1 of 3: Your project')).toBeVisible()
    await quote.getByRole('button', { name: 'Next' }).click()
    const group = quote.getByRole('group', { name: 'What would you like built?' })
    await expect(group).toHaveAccessibleDescription('Choose the kind of project.')
    await expect(quote.getByText('Step 1 of 3: Your project')).toBeVisible()
    await expect(quote.getByRole('radio', { name: 'Patio' })).toBeFocused()

    await quote.getByRole('radio', { name: 'Patio' }).check()
    await quote.getByRole('button', { name: 'Next' }).click()
    await expect(quote.getByText('Step 2 of 3: Budget and timing')).toBeVisible()
    await expect(quote.getByRole('heading', { name: 'Budget and timing' })).toBeFocused()
    await expectCountClearOfHeader(page, 'Step 2 of 3: Budget and timing')
    await quote.getByRole('radio', { name: 'Not sure yet' }).check()
    await quote.getByRole('button', { name: 'Back' }).click()
    await expect(quote.getByText('Step 1 of 3: Your project')).toBeVisible()
    await expect(quote.getByRole('radio', { name: 'Patio' })).toBeChecked()
    await expect(quote.getByLabel('Tell us about it')).toHaveValue('A patio under the oak.')
    await quote.getByRole('button', { name: 'Next' }).click()
    await expect(quote.getByRole('radio', { name: 'Not sure yet' })).toBeChecked()
  })

  test('a step change leaves every field alone', { tag: '@once' }, async ({ page }) => {
    // React writes an input's name and type again whenever it renders it: a step change renders
    // the steps, the count and the buttons, and no field.
    await gotoHydrated(page, '/quote/')
    const quote = formOf(page, 'quote')
    await quote.getByRole('radio', { name: 'Pergola' }).check()
    await expect(quote).toHaveAttribute('data-ready', 'true')
    await quote.evaluate((form) => {
      const touched: string[] = []
      new MutationObserver((records) => {
        for (const { target, attributeName } of records)
          if (target instanceof HTMLInputElement)
            touched.push(`${target.name || target.id} ${attributeName}`)
      }).observe(form, { subtree: true, attributes: true })
      Object.assign(window, { touchedFields: touched })
    })
    await quote.getByRole('button', { name: 'Next' }).click()
    await expect(quote.getByText('Step 2 of 3: Budget and timing')).toBeVisible()
    await quote.getByRole('button', { name: 'Back' }).click()
    await expect(quote.getByText('Step 1 of 3: Your project')).toBeVisible()
    expect(
      await page.evaluate(() => (window as { touchedFields?: string[] }).touchedFields),
    ).toEqual([])
  })

  // What a reload keeps is stored, not laid out; the phone taps these controls in the test above.
  test('a reload mid-way restores the answers and the step', { tag: '@once' }, async ({ page }) => {
    await gotoHydrated(page, '/quote/')
    const quote = formOf(page, 'quote')
    await quote.getByRole('radio', { name: 'Pergola' }).check()
    await expect(quote).toHaveAttribute('data-ready', 'true')
    await quote.getByRole('button', { name: 'Next' }).click()
    await quote.getByRole('radio', { name: 'As soon as possible' }).check()
    await page.reload()
    await expect(quote).toHaveAttribute('data-ready', 'true')
    await expect(quote.getByText('Step 2 of 3: Budget and timing')).toBeVisible()
    await expect(quote.getByRole('radio', { name: 'As soon as possible' })).toBeChecked()
    await quote.getByRole('button', { name: 'Back' }).click()
    await expect(quote.getByRole('radio', { name: 'Pergola' })).toBeChecked()
  })

  test('the keyboard alone completes it', { tag: '@desktop' }, async ({ page }) => {
    await gotoHydrated(page, '/quote/')
    const quote = formOf(page, 'quote')
    const email = uniqueEmail('quote-keys')
    await quote.getByRole('radio', { name: 'Patio' }).focus()
    await expect(quote).toHaveAttribute('data-ready', 'true') // focus starts the app's part
    await page.keyboard.press('Space') // Patio
    await page.keyboard.press('ArrowRight') // Deck
    await page.keyboard.press('Tab')
    await page.keyboard.type('Deck off the kitchen.')
    await page.keyboard.press('Enter') // a new line in the text area, not a submit
    await page.keyboard.press('Tab')
    await expect(quote.getByRole('button', { name: 'Next' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(quote.getByRole('heading', { name: 'Budget and timing' })).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space') // the first budget
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space') // the first timing
    await page.keyboard.press('Tab') // Back
    await page.keyboard.press('Tab') // Next
    await page.keyboard.press('Enter')
    await expect(quote.getByRole('heading', { name: 'How to reach you' })).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.type('Kai Poplar')
    await page.keyboard.press('Tab')
    await page.keyboard.type(email)
    await page.keyboard.press('Enter')
    await expect(quote.getByRole('status')).toHaveText('Message sent successfully!')
    expect(inboxRecords(email)[0]?.body).toMatchObject({
      project: 'deck',
      budget: 'under-10k',
      timing: 'asap',
      details: 'Deck off the kitchen.',
    })
  })

  test('without JavaScript, the long form posts the same fields', { tag: '@once' }, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/quote/')
    const quote = formOf(page, 'quote')
    const email = uniqueEmail('quote-nojs')
    const requests = countWebhookRequests(page)
    await quote.getByRole('radio', { name: 'Outdoor kitchen' }).check()
    await quote.getByLabel('Tell us about it').fill('Grill and sink by the pool.')
    await quote.getByRole('radio', { name: '$25,000 – $50,000' }).check()
    await quote.getByRole('radio', { name: 'In 3 to 6 months' }).check()
    await quote.getByLabel('Name').fill('Lee Aspen')
    await quote.getByLabel('Email').fill(email)
    const landed = page.waitForResponse((r) => new URL(r.url()).pathname === '/thank-you/message/')
    await quote.getByRole('button', { name: 'Send my request' }).click()
    expect((await landed).status()).toBe(200)
    expect(requests()).toBe(1)
    expect(inboxRecords(email)).toEqual([
      {
        webhook: 'contact',
        via: 'html',
        body: {
          name: 'Lee Aspen',
          email,
          subject: 'project-consultation',
          message:
            'Quote request\nProject: Outdoor kitchen\nBudget: $25,000 – $50,000\nTiming: In 3 to 6 months\n\nGrill and sink by the pool.',
          project: 'kitchen',
          details: 'Grill and sink by the pool.',
          budget: '25k-50k',
          timing: '6-months',
          page: '/quote/',
        },
      },
    ])
    await context.close()
  })
})
