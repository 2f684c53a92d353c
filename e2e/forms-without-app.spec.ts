import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { CONFIRMATION_PATHS } from '../src/lib/submissions'
import { expect, gotoHydrated, test, waitForHydration } from './support/fixtures'
import {
  countWebhookRequests,
  formOf,
  inboxRecords,
  uniqueEmail,
  webhookPayloads,
} from './support/forms'
import { DIST } from './support/site'

/**
 * A lead must not depend on the app's code arriving: without JavaScript, before the app has
 * started, and when a part's code cannot be fetched, every form is a working HTML form that the
 * browser posts itself and the lead endpoint answers with a confirmation page.
 */

interface HtmlCase {
  formId: string
  path: string
  button: string
  webhook: 'newsletter' | 'contact'
}

const HTML_FORMS: HtmlCase[] = [
  { formId: 'footer-subscribe', path: '/faq/', button: 'Subscribe', webhook: 'newsletter' },
  { formId: 'home-signup', path: '/', button: 'Subscribe', webhook: 'newsletter' },
  { formId: 'landing-signup', path: '/landing-page/', button: 'Get Info', webhook: 'newsletter' },
  { formId: 'blog-newsletter', path: '/blog/', button: 'Subscribe', webhook: 'newsletter' },
  { formId: 'contact', path: '/services/', button: 'Send Message', webhook: 'contact' },
  {
    formId: 'quick-contact',
    path: '/contact-us/',
    button: 'Get Started, Now!',
    webhook: 'contact',
  },
]

/**
 * Fills a form as a visitor would; returns the body the inbox must store. `scripts`: whether the
 * browser runs scripts (then the quick form's no-JavaScript topic choice does not exist).
 */
async function fillIn(form: Locator, item: HtmlCase, email: string, scripts = false) {
  if (item.webhook === 'newsletter') {
    await form.getByLabel('Email address').fill(email)
    return { email }
  }
  await form.getByLabel('Name').fill('Ann Oakley')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Message').fill('A paver patio,\nabout 400 sq ft.')
  if (item.formId === 'quick-contact') {
    await form.getByLabel('Phone').fill('(919) 555-0100')
    const body = { name: 'Ann Oakley', email, phone: '(919) 555-0100' }
    const message = 'A paver patio,\nabout 400 sq ft.'
    if (scripts) return { ...body, message }
    // Without JavaScript the quick form offers the topic (it cannot read ?type=quote).
    await form.getByLabel('Subject').selectOption({ label: 'Project Consultation' })
    return { ...body, subject: 'project-consultation', message }
  }
  await form.getByLabel('Subject').selectOption({ label: 'Patios & Decks' })
  return {
    name: 'Ann Oakley',
    email,
    subject: 'patios-decks',
    message: 'A paver patio,\nabout 400 sq ft.',
  }
}

/** Submits with the button and waits for the confirmation page the lead endpoint redirects to. */
async function submitToConfirmation(page: Page, form: Locator, item: HtmlCase) {
  const target = CONFIRMATION_PATHS[item.webhook]
  const landed = page.waitForResponse((response) => new URL(response.url()).pathname === target)
  await form.getByRole('button', { name: item.button }).click()
  const response = await landed
  await page.waitForURL(`**${target}`)
  return response
}

test.describe('with JavaScript off', { tag: '@once' }, () => {
  test.use({ javaScriptEnabled: false })

  for (const item of HTML_FORMS) {
    test(`${item.formId} on ${item.path} posts itself and lands on its confirmation page`, async ({
      page,
    }) => {
      await page.goto(item.path)
      const form = formOf(page, item.formId)
      const requests = countWebhookRequests(page)
      const sent = webhookPayloads(page)
      const email = uniqueEmail(`nojs-${item.formId}`)
      const body = await fillIn(form, item, email)

      const response = await submitToConfirmation(page, form, item)
      expect(response.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        item.webhook === 'contact' ? 'Thank you, your message is with us' : 'You are on the list',
      )
      await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible()
      expect(requests()).toBe(1)
      // The browser's own post: the honeypot travels empty and is not stored.
      expect(sent[0]).toMatchObject({ email, website: '' })
      expect(inboxRecords(email)).toEqual([
        { webhook: item.webhook, via: 'html', body: { ...body, page: item.path } },
      ])
    })
  }

  test('the browser refuses an empty required field or a malformed address', async ({ page }) => {
    const requests = countWebhookRequests(page)
    await page.goto('/services/')
    const contact = formOf(page, 'contact')
    await contact.getByLabel('Email').fill(uniqueEmail('nojs-refused'))
    await contact.getByLabel('Message').fill('No name given.')
    await contact.getByRole('button', { name: 'Send Message' }).click()
    const name = contact.getByLabel('Name')
    expect(await name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true)

    const footer = formOf(page, 'footer-subscribe')
    const email = footer.getByLabel('Email address')
    for (const bad of ['not-an-email', 'ann@example', 'a b@example.com']) {
      await email.fill(bad)
      await footer.getByRole('button', { name: 'Subscribe' }).click()
      expect(await email.evaluate((el: HTMLInputElement) => el.validity.valid), bad).toBe(false)
    }
    await expect(page).toHaveURL(/\/services\/$/)
    expect(requests()).toBe(0)
  })
})

test('a submit pressed before the app has started is sent once, by the browser', {
  tag: '@once',
}, async ({ page }) => {
  // The app's code is held back: the page stays the pre-rendered HTML throughout.
  let heldScripts = 0
  await page.route(/\/assets\/[^/]+\.js$/, () => {
    heldScripts += 1
  })
  await page.goto('/contact-us/', { waitUntil: 'domcontentloaded' })
  const item = HTML_FORMS.find((f) => f.formId === 'quick-contact') as HtmlCase
  const form = formOf(page, item.formId)
  const requests = countWebhookRequests(page)
  const email = uniqueEmail('early-submit')
  const body = await fillIn(form, item, email, true)
  expect(await page.locator('html[data-hydrated]').count()).toBe(0)

  const response = await submitToConfirmation(page, form, item)
  expect(response.status()).toBe(200)
  expect(heldScripts).toBeGreaterThan(0) // the tap did ask for the app; it never came
  expect(requests()).toBe(1)
  expect(inboxRecords(email)).toEqual([
    { webhook: 'contact', via: 'html', body: { ...body, page: '/contact-us/' } },
  ])
})

/** The chunk that holds a deferred part's code: the one built file that names its form. */
function chunkNaming(formId: string): string {
  const dir = join(DIST, 'assets')
  const found = readdirSync(dir).filter(
    (file) =>
      file.endsWith('.js') &&
      new RegExp(`["'\`]${formId}["'\`]`).test(readFileSync(join(dir, file), 'utf8')),
  )
  if (found.length !== 1) throw new Error(`Expected one chunk naming ${formId}, found ${found}`)
  return found[0] as string
}

test('a form whose code cannot be fetched still delivers, once', async ({ page, consoleGuard }) => {
  // The blocked request is the one console error expected (the browser reports it).
  consoleGuard.allow(/Failed to load resource/)
  const chunk = chunkNaming('footer-subscribe')
  let blocked = 0
  await page.route(`**/assets/${chunk}`, (route) => {
    blocked += 1
    return route.abort('blockedbyclient')
  })
  let loads = 0
  page.on('load', () => {
    loads += 1
  })
  await gotoHydrated(page, '/faq/')
  const form = formOf(page, 'footer-subscribe')
  await form.scrollIntoViewIfNeeded()
  // Online, a part that cannot load may be a stale build: one reload of the page is tried (the
  // marker in sessionStorage stops a second), then the form stays the HTML form it was.
  await expect.poll(() => blocked).toBe(2)
  expect(loads).toBe(2)
  await waitForHydration(page)
  await expect(form).not.toHaveAttribute('data-ready')

  const requests = countWebhookRequests(page)
  const email = uniqueEmail('blocked-chunk')
  const item = HTML_FORMS[0] as HtmlCase
  await fillIn(form, item, email, true)
  const response = await submitToConfirmation(page, form, item)
  expect(response.status()).toBe(200)
  expect(requests()).toBe(1)
  expect(inboxRecords(email)).toEqual([
    { webhook: 'newsletter', via: 'html', body: { email, page: '/faq/' } },
  ])
})
