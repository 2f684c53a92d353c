import type { Page } from '@playwright/test'
import { githubStandIn } from '../scripts/deploy/githubStandIn'
import { LOCAL_EDITOR, LOCAL_OWNER, makeAccounts } from '../scripts/desk/accounts'
import { Timestamp } from '../scripts/firestore/admin'
import { contentSeedDocuments } from '../scripts/seed/content'
import { exampleBusiness, examplePrices } from '../src/content/schema/examples'
import { axeViolations } from './support/axe'
import {
  asksForBuild,
  openFromDesk,
  otherTab,
  photoFile,
  recordedDeploy,
  reopenTab,
  savedAs,
} from './support/desk'
import { deskEmulators, PHONE } from './support/emulators'
import { expect, horizontalOverflow, test } from './support/fixtures'
import { signIn } from './support/office'

/**
 * The business facts and the prices in the desk (issue 26, item 5), against the emulators with the
 * rules on: staff reach both from the desk's navigation, the forms refuse what would not work on
 * the site (a number that dials another, hours that close before they open, a range upside down)
 * beside the field, saves are transactions on the version opened, and offline nothing is sent.
 */
const { admin, authHost, reset } = deskEmulators()
const SHOTS = '.data/screenshots'

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  await reset()
  await makeAccounts(authHost, [LOCAL_EDITOR, LOCAL_OWNER])
  await recordedDeploy(admin.db)
  await githubStandIn().reset()
})
test.beforeEach(async () => {
  const at = { updatedAt: Timestamp.fromDate(new Date('2026-11-20T15:00:00Z')) }
  await admin.db.doc('settings/business').set({ ...exampleBusiness, ...at })
  await admin.db.doc('settings/prices').set({ ...examplePrices, ...at })
  // Every page's questions and the team, as the committed snapshots have them (npm run seed).
  const seeded = contentSeedDocuments().filter((d) => /^(faqs|team)\//.test(d.path))
  for (const { path, data } of seeded) await admin.db.doc(path).set({ ...data, ...at })
})
test.afterAll(async () => {
  await admin.close()
})

const stored = async (name: string) => (await admin.db.doc(`settings/${name}`).get()).data() ?? {}

async function openFrom(page: Page, link: string, heading: string) {
  await openFromDesk(page, link, heading)
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible()
}

test('an editor corrects the phone and the hours: refused beside each field, then saved', async ({
  page,
}) => {
  await signIn(page, LOCAL_EDITOR)
  await openFrom(page, 'Business facts', 'Business facts')
  await expect(page.getByLabel('As shown')).toHaveValue('(919) 555-0142')

  await page.getByLabel('As shown').fill('(919) 555-0188')
  await page.getByLabel('Opens').first().fill('18:00')
  await page.getByLabel('Closes').first().fill('08:00')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'fields need attention' })).toBeVisible()
  const tel = page.getByLabel('Number dialled')
  await expect(tel).toHaveAccessibleDescription(/not the number shown/)
  await expect(page.getByLabel('Closes').first()).toHaveAccessibleDescription(
    'Closing time must be after opening time.',
  )
  expect((await stored('business')).phone.display).toBe('(919) 555-0142')
  expect(await axeViolations(page), 'refused, at 1280 px').toEqual([])
  await page.screenshot({ path: `${SHOTS}/facts-refused-1280.png`, fullPage: true })

  await page.getByRole('button', { name: 'Dial +19195550188' }).click()
  await expect(tel).toHaveValue('+19195550188')
  await page.getByLabel('Opens').first().fill('07:30')
  await page.getByLabel('Closes').first().fill('17:30')
  // The facts are on every page: a save asks for a build, and says when it is live.
  await asksForBuild(page, () => page.getByRole('button', { name: 'Save' }).click())
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText(
    'The site shows it on every page once the build asked for below is done.',
  )
  const saved = await stored('business')
  expect(saved.phone).toEqual({ display: '(919) 555-0188', tel: '+19195550188' })
  expect(saved.hours[0]).toMatchObject({ opens: '07:30', closes: '17:30' })
  expect(saved.updatedAt.toMillis()).toBeGreaterThan(Date.parse('2026-11-21'))
})

test('the facts and prices at 390 px: no sideways scroll, axe clean', async ({ browser }) => {
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  await signIn(page, LOCAL_EDITOR, '/admin/facts/')
  await expect(page.getByRole('heading', { name: 'Business facts', level: 1 })).toBeVisible()
  // The desk's menu is one row; opened on a page whose link lies past the edge, it scrolls to it.
  await expect(
    page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Business facts' }),
  ).toBeInViewport({ ratio: 1 })
  await expect(page.getByLabel('As shown')).toHaveValue('(919) 555-0142')
  expect(await horizontalOverflow(page)).toBe(0)
  expect(await axeViolations(page), 'facts at 390 px').toEqual([])
  await page.screenshot({ path: `${SHOTS}/facts-390.png`, fullPage: true })
  await openFrom(page, 'Prices', 'Prices')
  await page.getByLabel('Low ($)').first().fill('9500')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByLabel('Low ($)').first()).toHaveAccessibleDescription(
    'The low end is above the high end.',
  )
  expect(await horizontalOverflow(page)).toBe(0)
  expect(await axeViolations(page), 'prices refused at 390 px').toEqual([])
  await page.screenshot({ path: `${SHOTS}/prices-refused-390.png`, fullPage: true })
  await context.close()
})

test('two people on the prices: the later save is refused, says what differs, and asks', async ({
  page,
  browser,
}) => {
  await signIn(page, LOCAL_EDITOR, '/admin/prices/')
  const owner = await otherTab(browser, LOCAL_OWNER, '/admin/prices/', 'Save')

  await owner.getByLabel('High ($)').first().fill('9900')
  await owner.getByRole('button', { name: 'Save' }).click()
  await expect(owner.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()

  await page.getByLabel('Low ($)').first().fill('4200')
  await page.getByRole('button', { name: 'Save' }).click()
  const conflict = page.getByRole('region', {
    name: 'The prices were changed since you opened them',
  })
  await expect(conflict).toContainText('Where it differs from yours: Fire pit · Gas.')
  await expect(conflict).toContainText('Nothing of yours was saved over it.')
  expect(await axeViolations(page), 'the conflict at 1280 px').toEqual([])
  await page.screenshot({ path: `${SHOTS}/prices-conflict-1280.png`, fullPage: true })
  const option = (await stored('prices')).projects[0].options[0]
  expect(option.price).toEqual([4000, 9900])

  await conflict.getByRole('button', { name: 'Take theirs' }).click()
  await expect(page.getByLabel('High ($)').first()).toHaveValue('9900')
  await expect(page.getByLabel('Low ($)').first()).toHaveValue('4000')
  await page.getByLabel('Low ($)').first().fill('4200')
  // A price is live in the estimator: its save asks for a build too.
  await asksForBuild(page, () => page.getByRole('button', { name: 'Save' }).click())
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
  expect((await stored('prices')).projects[0].options[0].price).toEqual([4200, 9900])

  // The owner, on the version before, saves again, sees the editor's save, and keeps theirs.
  await owner.getByLabel('High ($)').first().fill('9800')
  await owner.getByRole('button', { name: 'Save' }).click()
  const theirs = owner.getByRole('region', {
    name: 'The prices were changed since you opened them',
  })
  await theirs.getByRole('button', { name: 'Save mine over theirs' }).click()
  await expect(owner.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
  expect((await stored('prices')).projects[0].options[0].price).toEqual([4000, 9800])
  await owner.context().close()
})

test('offline, a save sends nothing and says so; back online it goes through', async ({
  page,
  consoleGuard,
}) => {
  // The SDK's own connections fail while offline: provoked here on purpose.
  consoleGuard.allow(/net::ERR_INTERNET_DISCONNECTED/)
  await signIn(page, LOCAL_OWNER, '/admin/facts/')
  await expect(page.getByLabel('Response time')).toHaveValue(exampleBusiness.responseTarget)
  await page.getByLabel('Response time').fill('within two business days')
  await page.context().setOffline(true)
  await expect(page.getByText('You are offline. Keep writing')).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'nothing was saved or sent' }),
  ).toContainText('What you typed stays on this device')
  await page.context().setOffline(false)
  await expect(page.getByText('You are offline. Keep writing')).toBeHidden()
  expect((await stored('business')).responseTarget).toBe(exampleBusiness.responseTarget)
  // Had the offline press been queued, this save would be refused as a conflict.
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
  expect((await stored('business')).responseTarget).toBe('within two business days')
})

test('the facts typed offline survive closing and reopening the tab, and the preview shows them', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/net::ERR_INTERNET_DISCONNECTED/)
  await signIn(page, LOCAL_EDITOR, '/admin/facts/')
  await expect(page.getByLabel('Response time')).toHaveValue(exampleBusiness.responseTarget)
  await page.context().setOffline(true)
  await page.getByLabel('Response time').fill('the same afternoon')
  await page.getByLabel('Email', { exact: true }).fill('office@oakandember.example')
  // The contact page's own section, with the facts as typed.
  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview.getByRole('link', { name: 'office@oakandember.example' })).toBeVisible()
  await expect(preview).toContainText('the same afternoon')
  const again = await reopenTab(page, consoleGuard, '/admin/facts/', 'business facts')
  await expect(again.getByLabel('Response time')).toHaveValue('the same afternoon')
  await expect(again.getByLabel('Email', { exact: true })).toHaveValue('office@oakandember.example')
  expect((await stored('business')).responseTarget).toBe(exampleBusiness.responseTarget)
  await again.getByRole('button', { name: 'Save' }).click()
  // Not "unsaved", which the note on the opened changes says.
  await expect(again.getByRole('status').filter({ hasText: /^Saved\./ })).toBeVisible()
  expect(await stored('business')).toMatchObject({
    responseTarget: 'the same afternoon',
    email: 'office@oakandember.example',
  })
})

test('at 390 px an editor rewords a contact page answer: previewed, saved with a build asked for, kept in its history', async ({
  browser,
}) => {
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  await signIn(page, LOCAL_EDITOR)
  await openFromDesk(page, 'Questions')
  await expect(page.getByRole('link', { name: 'Contact page' })).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'Contact page' })).toContainText(
    '6 questions',
  )
  await page.getByRole('link', { name: 'Contact page' }).click()
  await expect(
    page.getByRole('heading', { name: 'Questions: Contact page', level: 1 }),
  ).toBeVisible()
  const answer = page.getByRole('group', { name: 'Question 1' }).getByLabel('Answer')
  await expect(answer).toHaveValue(/^Call us at \{phone\}, email \{email\}/)
  await answer.fill('Call {phone} or write to {email}: we answer the same day.')
  // The page's own questions section, the phone filled in from the business facts.
  const preview = page.getByRole('region', { name: 'Preview' })
  await preview.getByText('What is the best way to contact you?').click()
  await expect(
    preview.getByText(
      'Call (919) 555-0142 or write to hello@oakandember.example: we answer the same day.',
    ),
  ).toBeVisible()
  expect(await horizontalOverflow(page)).toBe(0)
  expect(await axeViolations(page), 'the questions at 390 px').toEqual([])
  await asksForBuild(page, () => page.getByRole('button', { name: 'Save' }).click())
  await expect(page.getByRole('status').filter({ hasText: /^Saved\./ })).toContainText(
    'The site shows it on the contact page',
  )
  const stored = (await admin.db.doc('faqs/contact').get()).data()
  expect(stored?.items[0].answer).toBe('Call {phone} or write to {email}: we answer the same day.')
  expect(stored?.items).toHaveLength(6)
  // Its history: the version before, then this save.
  const history = page.getByRole('region', { name: 'History' }).getByRole('listitem')
  await expect(history).toHaveCount(2)
  await expect(history.first()).toContainText('editor@oakandember.example')
  await context.close()
})

test('at 390 px an editor adds a person to the team: refused without a photo, then published with one', async ({
  browser,
}) => {
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  await signIn(page, LOCAL_EDITOR)
  await openFromDesk(page, 'Team')
  const ryan = page.getByRole('listitem').filter({ hasText: 'Ryan Caldwell, Founder & Owner' })
  await expect(ryan).toContainText('Sample, not a real person · Published')
  await page.getByRole('link', { name: 'Add a person' }).click()
  await expect(page.getByRole('heading', { name: 'Add a person', level: 1 })).toBeVisible()
  await page.getByLabel('Name', { exact: true }).fill('Dana Whitfield')
  await page.getByLabel('Role', { exact: true }).fill('Patio Designer')
  await page.getByLabel('About them').fill('Draws every patio twice: once on paper, once in chalk.')
  await page.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/dana-whitfield')
  await page.getByLabel('Twitter').fill('https://twitter.com/danawhitfield')
  await page.getByLabel('Dribbble').fill('https://dribbble.com/danawhitfield')
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByRole('group', { name: 'Photo' })).toContainText('Choose a photo of them.')
  expect((await admin.db.collection('team').where('name', '==', 'Dana Whitfield').get()).size).toBe(
    0,
  )

  await page.getByLabel('Choose a photo').setInputFiles([await photoFile('dana.png', '#9a7b5c')])
  await expect(page.getByRole('group', { name: 'Photo' }).locator('img')).toHaveAttribute(
    'src',
    /^blob:/,
  )
  await page.getByLabel('Photo’s alt text').fill('Dana Whitfield at a drawing table, smiling')
  // The card as the landing page shows it.
  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview.getByRole('heading', { name: 'Dana Whitfield' })).toBeVisible()
  await expect(preview).toContainText('Patio Designer')
  expect(await horizontalOverflow(page)).toBe(0)
  expect(await axeViolations(page), 'a new person at 390 px').toEqual([])
  await asksForBuild(page, () => page.getByRole('button', { name: 'Publish' }).click())
  await savedAs(page, 'The site shows it in the team on the landing page')
  const [stored] = (await admin.db.collection('team').where('name', '==', 'Dana Whitfield').get())
    .docs
  expect(stored?.data()).toMatchObject({
    role: 'Patio Designer',
    status: 'published',
    sample: false,
    photo: { source: { kind: 'upload' }, alt: 'Dana Whitfield at a drawing table, smiling' },
  })
  await context.close()
})
