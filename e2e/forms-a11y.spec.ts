import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page, Route } from '@playwright/test'
import { expect, gotoHydrated, test } from './support/fixtures'
import {
  FAULT_CONSOLE,
  formOf,
  inboxFor,
  injectFault,
  uniqueEmail,
  WEBHOOK_ROUTE,
} from './support/forms'

/** WCAG 2.1 A and AA, as in accessibility.spec.ts, on the form alone in each of its states. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

async function expectNoViolations(page: Page, formId: string, state: string) {
  const results = await new AxeBuilder({ page })
    .include(`form[data-form="${formId}"]`)
    .withTags(TAGS)
    .analyze()
  const found = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)
  expect(found, `${formId} ${state}`).toEqual([])
}

/** Holds the next post to a webhook until `release` is called. */
async function holdWebhook(page: Page, webhook: keyof typeof WEBHOOK_ROUTE) {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const handler = async (route: Route) => {
    await released
    await route.continue()
  }
  await page.route(WEBHOOK_ROUTE[webhook], handler)
  return release
}

const SUBSCRIBE = [
  { formId: 'footer-subscribe', path: '/faq/', label: 'Subscribe' }, // dark
  { formId: 'home-signup', path: '/', label: 'Subscribe' }, // light
]

for (const { formId, path, label } of SUBSCRIBE) {
  test(`${formId}: accessible when idle, invalid, submitting, subscribed and failed`, async ({
    page,
    context,
    consoleGuard,
  }) => {
    for (const pattern of FAULT_CONSOLE) consoleGuard.allow(pattern)
    await gotoHydrated(page, path)
    const form = formOf(page, formId)
    const field = form.getByLabel('Email address')
    const button = form.locator('button[type="submit"]')
    await expectNoViolations(page, formId, 'idle')

    await button.click()
    await expect(form.locator(`#${formId}-email-error`)).toBeVisible()
    await expectNoViolations(page, formId, 'invalid')

    const release = await holdWebhook(page, 'newsletter')
    await field.fill(uniqueEmail(`a11y-${formId}`))
    await button.click()
    await expect(button).toHaveText('Subscribing...')
    await expect(button).toBeDisabled()
    await expect(field).toBeDisabled()
    await expect(form).toHaveAttribute('aria-busy', 'true')
    await expectNoViolations(page, formId, 'submitting')
    release()
    await expect(form.getByRole('status')).toHaveText('Successfully subscribed!')
    await expect(button).toHaveText(label)
    await expectNoViolations(page, formId, 'success')
    await page.unrouteAll()

    await injectFault(page, context, 'newsletter', '500')
    await field.fill(uniqueEmail(`a11y-${formId}`))
    await button.click()
    await expect(form.getByRole('alert')).toContainText('Subscription failed:')
    await expectNoViolations(page, formId, 'error')
  })
}

const CONTACT = [
  { formId: 'contact', path: '/services/', label: 'Send Message' },
  { formId: 'quick-contact', path: '/contact-us/', label: 'Get Started, Now!' },
]

for (const { formId, path, label } of CONTACT) {
  test(`${formId}: accessible when idle, invalid, sending, sent and failed`, async ({
    page,
    context,
    consoleGuard,
  }) => {
    for (const pattern of FAULT_CONSOLE) consoleGuard.allow(pattern)
    await gotoHydrated(page, path)
    const form = formOf(page, formId)
    const button = form.locator('button[type="submit"]')
    await expectNoViolations(page, formId, 'idle')

    await button.click()
    await expect(form.locator(`#${formId}-name-error`)).toBeVisible()
    await expectNoViolations(page, formId, 'invalid')

    const release = await holdWebhook(page, 'contact')
    await form.getByLabel('Name').fill('Ivy Maple')
    await form.getByLabel('Email').fill(uniqueEmail(`a11y-${formId}`))
    await form.getByLabel('Message').fill('Checking every state.')
    await button.click()
    await expect(button).toHaveText('Sending...')
    await expect(button).toBeDisabled()
    await expectNoViolations(page, formId, 'sending')
    release()
    await expect(form.getByRole('status')).toHaveText('Message sent successfully!')
    await expect(button).toHaveText(label)
    await expectNoViolations(page, formId, 'success')
    await page.unrouteAll()

    await injectFault(page, context, 'contact', '404')
    await button.click()
    await expect(form.getByRole('alert')).toContainText('Error submitting form:')
    await expectNoViolations(page, formId, 'error')
  })
}

/** Presses Tab from where focus is until `target` has it (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 250) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('Tab never reached the target')
}

test.describe('keyboard only', { tag: '@desktop' }, () => {
  test('the footer sign-up, from the top of the page', async ({ page }) => {
    await gotoHydrated(page, '/faq/')
    const form = formOf(page, 'footer-subscribe')
    const email = uniqueEmail('keys-sub')
    await tabTo(page, form.getByLabel('Email address'))
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    await expect(form.locator('button[type="submit"]')).toBeFocused() // the honeypot is skipped
    await page.keyboard.press('Enter')
    await expect(form.getByRole('status')).toHaveText('Successfully subscribed!')
    // Focus stays in the form, on the emptied field, ready for the next thing.
    await expect(form.getByLabel('Email address')).toBeFocused()
    expect(inboxFor(email)).toEqual([{ webhook: 'newsletter', body: { email } }])
  })

  test('the main contact form, from the top of the page', async ({ page }) => {
    await gotoHydrated(page, '/services/')
    const form = formOf(page, 'contact')
    const email = uniqueEmail('keys-contact')
    await tabTo(page, form.getByLabel('Name'))
    await page.keyboard.type('Jo Willow')
    await page.keyboard.press('Tab')
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    await expect(form.getByLabel('Subject')).toBeFocused()
    await page.keyboard.press('ArrowDown') // Landscape Lighting, the first topic
    await page.keyboard.press('Tab')
    await page.keyboard.type('Path lights, please.')
    await page.keyboard.press('Tab')
    const button = form.locator('button[type="submit"]')
    await expect(button).toBeFocused()
    await page.keyboard.press('Space')
    await expect(form.getByRole('status')).toHaveText('Message sent successfully!')
    await expect(button).toBeFocused()
    expect(inboxFor(email)).toEqual([
      {
        webhook: 'contact',
        body: {
          name: 'Jo Willow',
          email,
          subject: 'landscape-lighting',
          message: 'Path lights, please.',
        },
      },
    ])
  })

  test('the quick contact form, fixing a mistake on the way', async ({ page }) => {
    await gotoHydrated(page, '/contact-us/')
    const form = formOf(page, 'quick-contact')
    const email = uniqueEmail('keys-quick')
    await tabTo(page, form.getByLabel('Name'))
    await page.keyboard.type('Kit Alder')
    await page.keyboard.press('Tab')
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    await page.keyboard.type('919.555.0111')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter') // message forgotten
    await expect(form.getByLabel('Message')).toBeFocused()
    await expect(form.getByLabel('Message')).toHaveAccessibleDescription('Enter your message.')
    await page.keyboard.type('Gazebo.')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(form.getByRole('status')).toHaveText('Message sent successfully!')
    expect(inboxFor(email)[0]?.body).toEqual({
      name: 'Kit Alder',
      email,
      subject: '',
      message: 'Gazebo.',
      phone: '919.555.0111',
    })
  })
})
