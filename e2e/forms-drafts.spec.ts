import { expect, gotoHydrated, test, waitForHydration } from './support/fixtures'
import { formOf, inboxFor, showForm, uniqueEmail } from './support/forms'

/** What a visitor typed is not lost to a reload, a navigation or a slow start. */
test.describe('drafts survive a reload', { tag: '@once' }, () => {
  test('the main contact form', async ({ page }) => {
    await gotoHydrated(page, '/')
    // Typed into the live form (what was typed before a form came alive has its own test below:
    // a reload within the instant before it hydrates would lose it).
    const form = await showForm(formOf(page, 'contact'))
    const email = uniqueEmail('draft')
    await form.getByLabel('Name').fill('Gus Birch')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Subject').selectOption('outdoor-kitchens')
    await form.getByLabel('Message').fill('Half-typed thought about a pizza ov')

    await page.reload()
    await waitForHydration(page)
    await showForm(form)
    await expect(form.getByLabel('Name')).toHaveValue('Gus Birch')
    await expect(form.getByLabel('Email')).toHaveValue(email)
    await expect(form.getByLabel('Subject')).toHaveValue('outdoor-kitchens')
    await expect(form.getByLabel('Message')).toHaveValue('Half-typed thought about a pizza ov')

    // The same form on another page picks the draft up too.
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Services' })
      .click()
    await expect(page).toHaveURL('/services/')
    // A client navigation, or a full load if the footer had not hydrated yet: either way the form
    // picks the draft up once it is live.
    await showForm(formOf(page, 'contact'))
    await expect(formOf(page, 'contact').getByLabel('Name')).toHaveValue('Gus Birch')

    // Delivered: the draft is gone, the fields stay for this view.
    await formOf(page, 'contact').locator('button[type="submit"]').click()
    await expect(formOf(page, 'contact').getByRole('status')).toHaveText(
      'Message sent successfully!',
    )
    await expect(formOf(page, 'contact').getByLabel('Name')).toHaveValue('Gus Birch')
    await page.reload()
    await waitForHydration(page)
    await showForm(formOf(page, 'contact'))
    await expect(formOf(page, 'contact').getByLabel('Name')).toHaveValue('')
    await expect(formOf(page, 'contact').getByLabel('Message')).toHaveValue('')
    expect(await page.evaluate(() => sessionStorage.getItem('oak-ember:draft:contact'))).toBeNull()
    expect(inboxFor(email)).toHaveLength(1)
  })

  test('what was typed before the page came alive is kept', async ({ page }) => {
    // Scripts held back: the visitor types into the pre-rendered forms meanwhile.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/assets/*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/contact-us/', { waitUntil: 'commit' })
    const form = formOf(page, 'quick-contact')
    const footer = formOf(page, 'footer-subscribe')
    const email = uniqueEmail('early')
    await form.getByLabel('Name').fill('Lee Early')
    await form.getByLabel('Message').fill('Typed while the page loaded.')
    await footer.getByLabel('Email address').fill(email)
    release()
    await waitForHydration(page)
    // Each form's own code arrives after the shell's: sent before, it would post itself (the
    // HTML path) and this test would not see whether the app kept what was typed.
    await showForm(form)

    await form.getByLabel('Email').fill(email)
    await form.locator('button[type="submit"]').click()
    await expect(form.getByRole('status')).toHaveText('Message sent successfully!')
    await expect(form.getByLabel('Name')).toHaveValue('Lee Early')
    await showForm(footer)
    await footer.locator('button[type="submit"]').click()
    await expect(footer.getByRole('status')).toHaveText('Successfully subscribed!')
    expect(inboxFor(email).map((record) => record.body)).toEqual([
      { name: 'Lee Early', email, message: 'Typed while the page loaded.', page: '/contact-us/' },
      { email, page: '/contact-us/' },
    ])
  })

  test('the quick contact form', async ({ page }) => {
    await gotoHydrated(page, '/about-us/')
    const form = await showForm(formOf(page, 'quick-contact'))
    await form.getByLabel('Name').fill('Hana Elm')
    await form.getByLabel('Phone').fill('919 555 0123')
    await form.getByLabel('Message').fill('We want a pergola b')
    await page.reload()
    await waitForHydration(page)
    await showForm(form)
    await expect(form.getByLabel('Name')).toHaveValue('Hana Elm')
    await expect(form.getByLabel('Email')).toHaveValue('')
    await expect(form.getByLabel('Phone')).toHaveValue('919 555 0123')
    await expect(form.getByLabel('Message')).toHaveValue('We want a pergola b')
  })
})
