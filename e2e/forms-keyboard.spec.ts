import type { Locator, Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './support/fixtures'
import { formOf, inboxFor, showForm, uniqueEmail } from './support/forms'

/** Every form can be reached, filled, corrected and sent with the keyboard alone. */
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
    await showForm(form)
    const email = uniqueEmail('keys-sub')
    await tabTo(page, form.getByLabel('Email address'))
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    await expect(form.locator('button[type="submit"]')).toBeFocused() // the honeypot is skipped
    await page.keyboard.press('Enter')
    await expect(form.getByRole('status')).toHaveText('Successfully subscribed!')
    // Focus stays in the form, on the emptied field, ready for the next thing.
    await expect(form.getByLabel('Email address')).toBeFocused()
    expect(inboxFor(email)).toEqual([{ webhook: 'newsletter', body: { email, page: '/faq/' } }])
  })

  test('the main contact form, from the top of the page', async ({ page }) => {
    await gotoHydrated(page, '/services/')
    const form = formOf(page, 'contact')
    await showForm(form)
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
          page: '/services/',
        },
      },
    ])
  })

  test('the quick contact form, fixing a mistake on the way', async ({ page }) => {
    await gotoHydrated(page, '/contact-us/')
    const form = formOf(page, 'quick-contact')
    await showForm(form)
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
      message: 'Gazebo.',
      page: '/contact-us/',
      phone: '919.555.0111',
    })
  })
})
