import type { Page } from '@playwright/test'
import { leadEndpoints } from '../src/lib/leadEndpoints'
import { expect, gotoHydrated, test } from './support/fixtures'
import {
  countWebhookRequests,
  formOf,
  inboxFor,
  LEAD_ROUTE,
  showForm,
  uniqueEmail,
} from './support/forms'

/** Lead safety: nothing sent that should not be, and nothing sent twice. */

/** Answers the webhook only after a pause, as a real network would, so a second click lands. */
async function slowWebhook(page: Page, webhook: keyof typeof LEAD_ROUTE, ms = 600) {
  await page.route(LEAD_ROUTE[webhook], async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })
}

test.describe('invalid input sends nothing', { tag: '@once' }, () => {
  for (const formId of ['footer-subscribe', 'landing-signup']) {
    test(`${formId}: empty, blank or malformed email`, async ({ page }) => {
      await gotoHydrated(page, formId === 'footer-subscribe' ? '/faq/' : '/landing-page/')
      const requests = countWebhookRequests(page)
      const form = formOf(page, formId)
      await showForm(form)
      const field = form.getByLabel('Email address')
      const submit = form.locator('button[type="submit"]')
      const errorText = form.locator(`#${formId}-email-error`)

      await submit.click()
      await expect(errorText).toHaveText('Enter your email address.')
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveAttribute('aria-describedby', `${formId}-email-error`)
      await expect(field).toBeFocused()

      await field.fill('a')
      await expect(errorText).toHaveCount(0) // editing clears the error
      await expect(field).not.toHaveAttribute('aria-invalid')
      await field.fill('   ')
      await submit.click()
      await expect(errorText).toHaveText('Enter your email address.')

      for (const bad of ['not-an-email', 'ann@example', 'ann @example.com', 'a@b@c.com']) {
        await field.fill(bad)
        await submit.click()
        await expect(errorText).toHaveText('Enter a valid email address, like name@example.com.')
      }
      await expect(form.getByRole('status')).toBeEmpty()
      expect(requests()).toBe(0)
    })
  }

  test('contact forms: missing name or message, bad email or phone', async ({ page }) => {
    await gotoHydrated(page, '/contact-us/')
    const requests = countWebhookRequests(page)
    const form = formOf(page, 'quick-contact')
    await showForm(form)
    const submit = form.locator('button[type="submit"]')
    await submit.click()
    await expect(form.locator('#quick-contact-name-error')).toHaveText('Enter your name.')
    await expect(form.locator('#quick-contact-email-error')).toHaveText('Enter your email address.')
    await expect(form.locator('#quick-contact-message-error')).toHaveText('Enter your message.')
    await expect(form.locator('#quick-contact-phone-error')).toHaveCount(0) // optional
    await expect(form.getByLabel('Name')).toBeFocused()
    for (const field of ['name', 'email', 'message']) {
      await expect(form.locator(`#quick-contact-${field}`)).toHaveAttribute(
        'aria-describedby',
        `quick-contact-${field}-error`,
      )
    }

    await form.getByLabel('Name').fill('  ')
    await form.getByLabel('Email').fill('dee@example')
    await form.getByLabel('Phone').fill('call me')
    await form.getByLabel('Message').fill('\n  \n')
    await submit.click()
    await expect(form.locator('#quick-contact-name-error')).toHaveText('Enter your name.')
    await expect(form.locator('#quick-contact-email-error')).toHaveText(
      'Enter a valid email address, like name@example.com.',
    )
    await expect(form.locator('#quick-contact-phone-error')).toHaveText(
      'Enter a phone number with at least 7 digits, or leave it blank.',
    )
    await expect(form.locator('#quick-contact-message-error')).toHaveText('Enter your message.')
    expect(requests()).toBe(0)
  })

  test('the main contact form needs name, email and message but not a subject', async ({
    page,
  }) => {
    await gotoHydrated(page, '/services/')
    const requests = countWebhookRequests(page)
    const form = formOf(page, 'contact')
    await showForm(form)
    await form.getByLabel('Email').fill(uniqueEmail('nosubject'))
    await form.locator('button[type="submit"]').click()
    await expect(form.locator('#contact-name-error')).toHaveText('Enter your name.')
    await expect(form.locator('#contact-message-error')).toHaveText('Enter your message.')
    await expect(form.locator('#contact-email-error')).toHaveCount(0)
    expect(requests()).toBe(0)
    await expect(form.getByLabel('Subject')).toHaveValue('')
    await expect(form.getByLabel('Subject').locator('option').first()).toHaveText('Select a topic')
  })
})

test.describe('the honeypot', { tag: '@once' }, () => {
  test('a filled honeypot shows success and sends nothing', async ({ page }) => {
    await gotoHydrated(page, '/contact-us/')
    const requests = countWebhookRequests(page)
    for (const formId of ['footer-subscribe', 'quick-contact']) {
      // The app's own handling is what is tested: until a form is live, the browser posts it.
      await showForm(formOf(page, formId))
      const trap = page.locator(`#${formId}-website`)
      await expect(trap).toHaveAttribute('tabindex', '-1')
      await expect(trap.locator('xpath=..')).toHaveAttribute('aria-hidden', 'true')
      const box = await trap.boundingBox()
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThan(0) // off-screen
      await trap.fill('https://spam.example', { force: true })
    }

    const subscribe = formOf(page, 'footer-subscribe')
    const email = uniqueEmail('bot')
    await subscribe.getByLabel('Email address').fill(email)
    await subscribe.locator('button[type="submit"]').click()
    await expect(subscribe.getByRole('status')).toHaveText('Successfully subscribed!')

    const contact = formOf(page, 'quick-contact')
    await contact.getByLabel('Name').fill('Bot')
    await contact.getByLabel('Email').fill(email)
    await contact.getByLabel('Message').fill('Cheap pills')
    await contact.locator('button[type="submit"]').click()
    await expect(contact.getByRole('status')).toHaveText('Message sent successfully!')

    expect(requests()).toBe(0)
    expect(inboxFor(email)).toEqual([])
  })
})

test.describe('one submission per intent', () => {
  test('a double click subscribes once', async ({ page }) => {
    await gotoHydrated(page, '/landing-page/')
    await slowWebhook(page, 'newsletter')
    const requests = countWebhookRequests(page)
    const form = formOf(page, 'landing-signup')
    await showForm(form)
    const email = uniqueEmail('dbl')
    await form.getByLabel('Email address').fill(email)
    await form.locator('button[type="submit"]').dblclick()
    await expect(form.getByRole('status')).toHaveText('Successfully subscribed!')
    expect(requests()).toBe(1)
    expect(inboxFor(email)).toHaveLength(1)
  })

  test('a double click sends one message', async ({ page }) => {
    await gotoHydrated(page, '/')
    await slowWebhook(page, 'contact')
    const requests = countWebhookRequests(page)
    const form = formOf(page, 'contact')
    await showForm(form)
    const email = uniqueEmail('dbl-contact')
    await form.getByLabel('Name').fill('Eve Pine')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Message').fill('Fire pit, please.')
    await form.locator('button[type="submit"]').dblclick()
    await expect(form.getByRole('status')).toHaveText('Message sent successfully!')
    expect(requests()).toBe(1)
    expect(inboxFor(email)).toHaveLength(1)
  })

  test('Enter held down sends once', { tag: '@desktop' }, async ({ page }) => {
    await gotoHydrated(page, '/contact-us/')
    await slowWebhook(page, 'contact')
    await slowWebhook(page, 'newsletter')
    const requests = countWebhookRequests(page)

    const contact = formOf(page, 'quick-contact')
    await showForm(contact)
    const email = uniqueEmail('held')
    await contact.getByLabel('Name').fill('Finn Ash')
    await contact.getByLabel('Message').fill('Lighting for the path.')
    await contact.getByLabel('Email').fill(email)
    await contact.getByLabel('Email').focus()
    for (let i = 0; i < 5; i += 1) await page.keyboard.down('Enter') // auto-repeat
    await page.keyboard.up('Enter')
    await expect(contact.getByRole('status')).toHaveText('Message sent successfully!')

    const subscribe = formOf(page, 'footer-subscribe')
    await showForm(subscribe)
    await subscribe.getByLabel('Email address').fill(email)
    for (let i = 0; i < 5; i += 1) await page.keyboard.down('Enter')
    await page.keyboard.up('Enter')
    await expect(subscribe.getByRole('status')).toHaveText('Successfully subscribed!')

    expect(requests()).toBe(2)
    expect(inboxFor(email).map((record) => record.webhook)).toEqual(['contact', 'newsletter'])
  })

  test('pre-rendered, every form is a working HTML form', { tag: '@once' }, async ({ request }) => {
    const expected: Record<string, string> = {
      '/': 'home-signup contact footer-subscribe',
      '/contact-us/': 'quick-contact footer-subscribe',
      '/landing-page/': 'landing-signup footer-subscribe',
      '/blog/': 'blog-newsletter footer-subscribe',
    }
    for (const [path, names] of Object.entries(expected)) {
      const html = await (await request.get(path)).text()
      const forms = [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)]
      expect(forms.map((f) => /data-form="([^"]+)"/.exec(f[1] ?? '')?.[1]).join(' '), path).toBe(
        names,
      )
      for (const [, attrs = '', inner = ''] of forms) {
        const webhook =
          /data-form="(home-signup|footer-subscribe|landing-signup|blog-newsletter)"/.test(attrs)
            ? leadEndpoints.newsletter
            : leadEndpoints.contact
        expect(attrs, path).toContain('method="post"')
        expect(attrs, path).toContain(`action="${webhook}"`)
        // The app turns the browser's checks off only once it checks itself.
        expect(attrs, path).not.toMatch(/novalidate|data-ready/i)
        const button = /<button type="submit"[^>]*>/.exec(inner)?.[0] ?? ''
        expect(button, path).not.toMatch(/disabled/)
        expect(inner, path).toMatch(
          /<input[^>]*type="email"[^>]*required[^>]*name="email"|<input[^>]*required[^>]*type="email"/,
        )
      }
    }
  })
})

test.describe('another site', { tag: '@once' }, () => {
  test('a form on another site that posts here is refused with a page, and nothing is kept', async ({
    page,
    baseURL,
    consoleGuard,
  }) => {
    // The refusal this test provokes.
    consoleGuard.allow(/status of 403 \(Forbidden\)$/)
    const email = uniqueEmail('cross-site')
    // Another site: 127.0.0.1 is not the same site as localhost. Its page is served by the test.
    const other = `http://127.0.0.1:${new URL(baseURL ?? '').port}/elsewhere/`
    await page.route(other, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Elsewhere</title><form method="post" action="${baseURL}/api/leads/newsletter/"><input name="email" value="${email}"><button>Win a prize</button></form>`,
      }),
    )
    await page.goto(other)
    const answered = page.waitForResponse((response) => response.request().method() === 'POST')
    await page.getByRole('button', { name: 'Win a prize' }).click()
    expect((await answered).status()).toBe(403)
    await expect(
      page.getByRole('heading', { name: 'This form came from another website' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'contact page' })).toHaveAttribute(
      'href',
      '/contact-us/',
    )
    expect(inboxFor(email)).toEqual([])
  })
})
