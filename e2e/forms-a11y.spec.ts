import type { Page, Route } from '@playwright/test'
import { axeViolations } from './support/axe'
import { expect, gotoHydrated, test } from './support/fixtures'
import {
  FAULT_CONSOLE,
  formOf,
  injectFault,
  LEAD_ROUTE,
  showForm,
  uniqueEmail,
} from './support/forms'

/** The sweep's rules (WCAG 2.2 A and AA), on the form alone in each of its states. */
async function expectNoViolations(page: Page, formId: string, state: string) {
  expect(await axeViolations(page, `form[data-form="${formId}"]`), `${formId} ${state}`).toEqual([])
}

/** Holds the next post to a form's lead endpoint until `release` is called. */
async function holdWebhook(page: Page, webhook: keyof typeof LEAD_ROUTE) {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const handler = async (route: Route) => {
    await released
    await route.continue()
  }
  await page.route(LEAD_ROUTE[webhook], handler)
  return release
}

const SUBSCRIBE = [
  { formId: 'footer-subscribe', path: '/faq/', label: 'Subscribe' }, // dark
  { formId: 'home-signup', path: '/', label: 'Subscribe' }, // light
]

// Each of these runs axe five times: on a busy two-core machine that takes most of the default 30 s.
test.slow()

for (const { formId, path, label } of SUBSCRIBE) {
  test(`${formId}: accessible when idle, invalid, submitting, subscribed and failed`, async ({
    page,
    context,
    consoleGuard,
  }) => {
    for (const pattern of FAULT_CONSOLE) consoleGuard.allow(pattern)
    await gotoHydrated(page, path)
    const form = formOf(page, formId)
    await showForm(form)
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
    await showForm(form)
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
