import type { Locator, Page } from '@playwright/test'
import { site } from '../src/content/site'
import { leadEndpoints } from '../src/lib/leadEndpoints'
import { expect, gotoHydrated, test } from './support/fixtures'
import {
  colourOf,
  countWebhookRequests,
  FAULT_CONSOLE,
  FAULTS,
  type Fault,
  formOf,
  inboxFor,
  injectFault,
  showForm,
  uniqueEmail,
} from './support/forms'

/**
 * Each way the lead endpoint can fail, for each flow: the visitor reads exactly what went wrong, keeps
 * what they typed, gets the phone number and a pre-filled email, and a retry once the fault is
 * gone delivers exactly one record.
 */
test.describe.configure({ timeout: 45_000 })
// The CORS faults send the post to another origin, which the page's own Content Security Policy
// would refuse before CORS even applies (connect-src allows the site itself for its leads).
// These tests are about how the forms fail, so the policy steps aside here; e2e/sweep.spec.ts
// checks it on every page.
test.use({ bypassCSP: true })

async function expectFallback(alert: Locator, mailto: { subject: string; body: string }) {
  await expect(alert.getByRole('link', { name: site.phone.display })).toHaveAttribute(
    'href',
    `tel:${site.phone.tel}`,
  )
  const href = await alert.getByRole('link', { name: site.email }).getAttribute('href')
  const url = new URL(href ?? '')
  expect(url.protocol + url.pathname).toBe(`mailto:${site.email}`)
  // Decoded as a mail client would: %20 is a space and "+" stays a plus.
  const params = Object.fromEntries(
    (url.search.slice(1) || '').split('&').map((pair) => {
      const [key = '', value = ''] = pair.split('=')
      return [key, decodeURIComponent(value)]
    }),
  )
  expect(params).toEqual(mailto)
}

function consoleLog(page: Page): string[] {
  const texts: string[] = []
  page.on('console', (message) => texts.push(message.text()))
  return texts
}

/**
 * With no answer, the form gives up at 10 s of the page's time, not before. The client's deadline
 * is a page timer (axios arms one beside the XHR's own), so Playwright's clock, installed before
 * the page loaded and stopped for the post, runs it: no real 10 s pass. The log is its first trace.
 */
async function expectGivesUpAt10s(page: Page, form: Locator, logged: string[]) {
  const failed = () => logged.filter((text) => text.startsWith('[http] POST'))
  await expect(form).toHaveAttribute('aria-busy', 'true')
  await page.clock.runFor(9_999)
  expect(failed(), 'gave up before 10 s').toEqual([])
  await expect(form).toHaveAttribute('aria-busy', 'true')
  await page.clock.runFor(1)
  await expect.poll(failed, 'gave up at 10 s').toHaveLength(1)
  await page.clock.resume()
}

/** Stops the page's clock (installed before it loaded) for the post that will get no answer. */
async function stopClock(page: Page) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000))
}

/** The failure left its trace in the console, and a CORS fault was the browser's own refusal. */
function expectLogged(logged: string[], fault: Fault, url: string, shown: string) {
  const reason = shown.slice(shown.indexOf(': ') + 2)
  expect(logged).toContain(`[http] POST ${url} failed: ${reason}`)
  if (fault === 'cors') {
    expect(logged.some((text) => /blocked by CORS policy/.test(text))).toBe(true)
  }
}

for (const { fault, reason } of FAULTS) {
  test(`subscribe survives ${fault}`, { tag: '@once' }, async ({ page, context, consoleGuard }) => {
    for (const pattern of FAULT_CONSOLE) consoleGuard.allow(pattern)
    const logged = consoleLog(page)
    const requests = countWebhookRequests(page)
    if (fault === 'timeout') await page.clock.install()
    await gotoHydrated(page, '/faq/')
    const form = formOf(page, 'footer-subscribe')
    await showForm(form)
    const field = form.getByLabel('Email address')
    const button = form.getByRole('button', { name: 'Subscribe' })
    const email = uniqueEmail(`sub-${fault}`)
    // The visitor has the form in front of them (the footer hydrates when it comes into view),
    // then the connection fails.
    await button.scrollIntoViewIfNeeded()
    await expect(button).toBeEnabled()
    const heal = await injectFault(page, context, 'newsletter', fault)

    await field.fill(email)
    if (fault === 'timeout') await stopClock(page)
    await button.click()
    if (fault === 'timeout') await expectGivesUpAt10s(page, form, logged)
    const alert = form.getByRole('alert')
    await expect(alert.locator('p').first()).toHaveText(`Subscription failed: ${reason}`)
    expect(await colourOf(alert.locator('p').first())).toBe('red')
    await expect(field).toHaveValue(email)
    await expect(field).toBeEnabled()
    await expect(button).toHaveText('Subscribe')
    await expectFallback(alert, {
      subject: 'Newsletter sign-up',
      body: `Please add ${email} to your newsletter.`,
    })
    expectLogged(logged, fault, leadEndpoints.newsletter, `Subscription failed: ${reason}`)
    const record = { webhook: 'newsletter', body: { email, page: '/faq/' } }
    expect(inboxFor(email)).toEqual(fault === 'answer-lost' ? [record] : [])

    await heal()
    await button.click()
    await expect(form.getByRole('status')).toHaveText('Successfully subscribed!')
    await expect(alert).toBeEmpty()
    expect(inboxFor(email)).toEqual([record])
    expect(requests()).toBe(2) // the failed post and the retry, nothing more
  })

  test(`contact survives ${fault}`, { tag: '@once' }, async ({ page, context, consoleGuard }) => {
    for (const pattern of FAULT_CONSOLE) consoleGuard.allow(pattern)
    const logged = consoleLog(page)
    const requests = countWebhookRequests(page)
    if (fault === 'timeout') await page.clock.install()
    await gotoHydrated(page, '/contact-us/')
    const form = formOf(page, 'quick-contact')
    await showForm(form)
    const button = form.locator('button[type="submit"]')
    const email = uniqueEmail(`contact-${fault}`)
    const message = 'Deck repair & a new fire pit: 50% off + "soon"?\nThanks!'
    const heal = await injectFault(page, context, 'contact', fault)

    await form.getByLabel('Name').fill('Cy Ember')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Phone').fill('919-555-0199')
    await form.getByLabel('Message').fill(message)
    if (fault === 'timeout') await stopClock(page)
    await button.click()
    if (fault === 'timeout') await expectGivesUpAt10s(page, form, logged)
    const alert = form.getByRole('alert')
    await expect(alert.locator('p').first()).toHaveText(`Error submitting form: ${reason}`)
    // Red on a light red background.
    expect(await colourOf(alert.locator('p').first())).toBe('red')
    const background = await alert
      .locator('div')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(background).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/)
    await expect(form.getByLabel('Name')).toHaveValue('Cy Ember')
    await expect(form.getByLabel('Email')).toHaveValue(email)
    await expect(form.getByLabel('Phone')).toHaveValue('919-555-0199')
    await expect(form.getByLabel('Message')).toHaveValue(message)
    await expect(button).toBeEnabled()
    await expect(button).toHaveText('Get Started, Now!')
    await expectFallback(alert, {
      subject: 'Website enquiry from Cy Ember',
      body: `Name: Cy Ember\nEmail: ${email}\nPhone: 919-555-0199\n\n${message}`,
    })
    expectLogged(logged, fault, leadEndpoints.contact, `Error submitting form: ${reason}`)
    const record = {
      webhook: 'contact',
      // Stored as the inbox keeps it: the fields that hold something (no empty subject).
      body: { name: 'Cy Ember', email, message, phone: '919-555-0199', page: '/contact-us/' },
    }
    expect(inboxFor(email)).toEqual(fault === 'answer-lost' ? [record] : [])

    await heal()
    await button.click()
    await expect(form.getByRole('status')).toHaveText('Message sent successfully!')
    await expect(alert).toBeEmpty()
    expect(inboxFor(email)).toEqual([record])
    expect(requests()).toBe(2) // the failed post and the retry, nothing more
  })
}
