import { expect, gotoHydrated, test } from './support/fixtures'
import {
  CONTACT_FORMS,
  colourOf,
  countWebhookRequests,
  formOf,
  inboxFor,
  SUBSCRIBE_FORMS,
  showForm,
  uniqueEmail,
  webhookPayloads,
} from './support/forms'

/**
 * Each form on each page that shows it delivers exactly one record with exactly the expected
 * payload to the local inbox of the e2e server, and says so in the words of docs/product.md.
 */
// Delivery does not depend on the screen (the phone layout of each form is covered by
// forms-a11y.spec.ts and the sweep): checked once, on the desktop project.
test.describe('every sign-up subscribes', { tag: '@once' }, () => {
  for (const { formId, path, button } of SUBSCRIBE_FORMS) {
    test(`${formId} on ${path}`, async ({ page }) => {
      await gotoHydrated(page, path)
      const form = formOf(page, formId)
      await showForm(form)
      const field = form.getByLabel('Email address')
      const email = uniqueEmail(formId)
      const requests = countWebhookRequests(page)

      // Surrounding spaces are trimmed before sending.
      await field.fill(`  ${email} `)
      await form.getByRole('button', { name: button }).click()

      const status = form.getByRole('status')
      await expect(status).toHaveText('Successfully subscribed!')
      expect(await colourOf(status.locator('p'))).toBe('green')
      await expect(field).toHaveValue('')
      await expect(form.getByRole('alert')).toBeEmpty()
      expect(inboxFor(email)).toEqual([{ webhook: 'newsletter', body: { email, page: path } }])
      expect(requests()).toBe(1)
    })
  }
})

test.describe('every contact form delivers', { tag: '@once' }, () => {
  for (const { formId, path, button } of CONTACT_FORMS) {
    test(`${formId} on ${path}`, async ({ page }) => {
      await gotoHydrated(page, path)
      const form = formOf(page, formId)
      await showForm(form)
      const email = uniqueEmail(formId)
      const quick = formId === 'quick-contact'
      const requests = countWebhookRequests(page)
      const sent = webhookPayloads(page)

      await form.getByLabel('Name').fill('  Ann Oakley ')
      await form.getByLabel('Email').fill(email)
      if (quick) await form.getByLabel('Phone').fill(' (919) 555-0100 ')
      else await form.getByLabel('Subject').selectOption({ label: 'Patios & Decks' })
      await form.getByLabel('Message').fill('A paver patio, about 400 sq ft.\n')
      await form.getByRole('button', { name: button }).click()

      const status = form.getByRole('status')
      await expect(status).toHaveText('Message sent successfully!')
      expect(await colourOf(status.locator('p'))).toBe('green')
      // Kept after success (docs/product.md).
      await expect(form.getByLabel('Name')).toHaveValue('  Ann Oakley ')
      await expect(form.getByLabel('Message')).toHaveValue('A paver patio, about 400 sq ft.\n')
      // The forms' payload, as the app sends it…
      const payload = quick
        ? {
            name: 'Ann Oakley',
            email,
            subject: '',
            message: 'A paver patio, about 400 sq ft.',
            phone: '(919) 555-0100',
            page: path,
          }
        : {
            name: 'Ann Oakley',
            email,
            subject: 'patios-decks',
            message: 'A paver patio, about 400 sq ft.',
            page: path,
          }
      expect(sent).toEqual([payload])
      // …and as the inbox stores it: the fields that hold something.
      const body = Object.fromEntries(Object.entries(payload).filter(([, value]) => value))
      expect(inboxFor(email)).toEqual([{ webhook: 'contact', body }])
      expect(requests()).toBe(1)
    })
  }

  test('a quote request on /contact-us/?type=quote is titled so and filed under Project Consultation', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact-us/?type=quote')
    const form = formOf(page, 'quick-contact')
    await showForm(form)
    await expect(form.getByRole('heading', { name: 'Request a quote' })).toBeVisible()
    await expect(page.getByRole('form', { name: 'Request a quote' })).toBeVisible()
    const email = uniqueEmail('quote')
    const sent = webhookPayloads(page)
    await form.getByLabel('Name').fill('Ben Cedar')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Message').fill('Pergola and lighting.')
    await form.getByRole('button', { name: 'Get Started, Now!' }).click()
    await expect(form.getByRole('status')).toHaveText('Message sent successfully!')
    const payload = {
      name: 'Ben Cedar',
      email,
      subject: 'project-consultation',
      message: 'Pergola and lighting.',
      phone: '',
      page: '/contact-us/',
    }
    expect(sent).toEqual([payload])
    const { phone: _empty, ...body } = payload
    expect(inboxFor(email)).toEqual([{ webhook: 'contact', body }])
  })
})
