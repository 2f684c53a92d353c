import { expect, gotoHydrated, test } from './support/fixtures'
import { formOf, inboxRecords, showForm, uniqueEmail } from './support/forms'

/**
 * The owner can tell where each lead came from: the page it was sent from and, when the visit
 * arrived with them, the first touch's campaign parameters, whatever page the visitor went on to.
 */
test.describe('where a lead came from', { tag: '@once' }, () => {
  async function sendQuickMessage(page: import('@playwright/test').Page, email: string) {
    const form = await showForm(formOf(page, 'quick-contact'))
    await form.getByLabel('Name').fill('Uma Teak')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Message').fill('A patio like the one in your ad.')
    await form.getByRole('button', { name: 'Get Started, Now!' }).click()
    await expect(form.getByRole('status')).toHaveText('Message sent successfully!')
    return inboxRecords(email)
  }

  test('a campaign visit keeps its parameters to the message sent from another page', async ({
    page,
  }) => {
    await gotoHydrated(
      page,
      '/services/patios-and-decks/?utm_source=google&utm_medium=cpc&utm_campaign=spring',
    )
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact Us' })
      .first()
      .click()
    await expect(page).toHaveURL(/\/contact-us\/$/)
    const email = uniqueEmail('utm')
    const [record] = await sendQuickMessage(page, email)
    expect(record?.body).toMatchObject({
      page: '/contact-us/',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
    })
    expect(record?.body).not.toHaveProperty('utm_term')
  })

  test('the campaign survives a full page load: the note is stored as the landing page is left', async ({
    page,
  }) => {
    // Nothing is stored while the landing page loads (a tab's first storage access is slow).
    await gotoHydrated(page, '/faq/?utm_source=bing&gclid=abc123')
    expect(await page.evaluate(() => sessionStorage.getItem('oak-ember:first-touch'))).toBeNull()
    await gotoHydrated(page, '/contact-us/')
    const [record] = await sendQuickMessage(page, uniqueEmail('full-load'))
    expect(record?.body).toMatchObject({
      page: '/contact-us/',
      utm_source: 'bing',
      gclid: 'abc123',
    })
  })

  test('a visit without a campaign sends its page only', async ({ page }) => {
    await gotoHydrated(page, '/contact-us/')
    const email = uniqueEmail('no-utm')
    const [record] = await sendQuickMessage(page, email)
    expect(
      Object.keys(record?.body ?? {}).filter((key) => /^utm_|gclid|referrer/.test(key)),
    ).toEqual([])
    expect(record?.body.page).toBe('/contact-us/')
  })

  test('a crafted link cannot put 10 KB or control characters into a lead', async ({ page }) => {
    const crafted = encodeURIComponent(`spring\u0000\u0007\r\n${'x'.repeat(10_000)}`)
    await gotoHydrated(page, `/contact-us/?utm_campaign=${crafted}&utm_secret=nope`)
    const email = uniqueEmail('crafted-utm')
    const [record] = await sendQuickMessage(page, email)
    const campaign = String(record?.body.utm_campaign)
    expect(campaign).toMatch(/^spring x+$/)
    expect(campaign.length).toBeLessThanOrEqual(150)
    expect(record?.body).not.toHaveProperty('utm_secret')
  })
})
