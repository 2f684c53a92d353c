import { githubStandIn } from '../scripts/deploy/githubStandIn'
import { LOCAL_EDITOR, LOCAL_OWNER, makeAccounts } from '../scripts/desk/accounts'
import { Timestamp } from '../scripts/firestore/admin'
import type { TestimonialDocument } from '../src/content/schema/testimonials'
import { axeViolations } from './support/axe'
import {
  asksForBuild,
  openFromDesk,
  recordedDeploy,
  refusedSecondSave,
  reopenTab,
  savedAs,
} from './support/desk'
import { deskEmulators, PHONE } from './support/emulators'
import { expect, horizontalOverflow, test } from './support/fixtures'
import { signIn } from './support/office'

/**
 * Reviews in the desk (issue 26), against the emulators with the rules on: at 390 px an editor
 * adds a client's review and is refused, beside each field, a full surname, a link that is not
 * https and a review without the client's consent; then edits it at 1280 px, meets a save from
 * another tab, is refused offline (nothing sent), and deletes it after a question. A sample stays
 * marked as one in the list.
 */
const { admin, authHost, reset } = deskEmulators()
const SHOTS = '.data/screenshots'

const SAMPLE: TestimonialDocument = {
  quote: 'Honest advice, a fair estimate and real craftsmanship.',
  name: 'Tom H.',
  city: 'wake-forest',
  sample: true,
  placements: ['services'],
  order: 3,
  status: 'published',
}

test.use({ ...PHONE })
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  await reset()
  await makeAccounts(authHost, [LOCAL_EDITOR, LOCAL_OWNER])
  await recordedDeploy(admin.db)
  await githubStandIn().reset()
  await admin.db.doc('testimonials/tom-h-sample').set({
    ...SAMPLE,
    updatedAt: Timestamp.fromDate(new Date('2026-11-20T15:00:00Z')),
  })
})
test.afterAll(async () => {
  await admin.close()
})

type Row = TestimonialDocument & { id: string }
const stored = async (): Promise<Row[]> => {
  const snap = await admin.db.collection('testimonials').get()
  return snap.docs.map((d) => ({ id: d.id, ...d.data() }) as Row)
}
const added = async () => (await stored()).filter((r) => r.id !== 'tom-h-sample')

const CONSENT = 'The client agreed to these words on our site'

test('at 390 px an editor adds a review: refused a full surname, an http link and no consent, then published', async ({
  page,
}) => {
  await signIn(page, LOCAL_EDITOR)
  await openFromDesk(page, 'Reviews')
  const sample = page.getByRole('listitem').filter({ hasText: 'Tom H., Wake Forest' })
  await expect(sample).toContainText('Sample, not a real review')
  await expect(sample).toContainText('“Honest advice, a fair estimate')
  expect(await horizontalOverflow(page)).toBe(0)
  expect(await axeViolations(page), 'the list at 390 px').toEqual([])
  await page.screenshot({ path: `${SHOTS}/reviews-list-390.png`, fullPage: true })

  await page.getByRole('link', { name: 'Add a review' }).click()
  await expect(page.getByRole('heading', { name: 'Add a review', level: 1 })).toBeVisible()
  await page
    .getByLabel('Quote', { exact: true })
    .fill('They rebuilt our deck in a week and left the yard cleaner than they found it.')
  await page.getByLabel('First name and initial').fill('Dana Mitchell')
  await page.getByLabel('City', { exact: true }).selectOption('cary')
  await page.getByLabel('Service (optional)').selectOption({ label: 'Patios & Decks' })
  await page.getByLabel('Source').selectOption('Google')
  await page.getByLabel('Link to the review').fill('http://g.page/r/oak-and-ember/review')
  await page.getByLabel('Date written').fill('2026-10-02')
  await page.getByRole('checkbox', { name: 'Home page' }).check()

  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByRole('alert').filter({ hasText: '3 fields need attention' })).toBeVisible()
  await expect(page.getByLabel('First name and initial')).toHaveAccessibleDescription(
    /initial only, like “Laura B\.”/,
  )
  await expect(page.getByLabel('Link to the review')).toHaveAccessibleDescription(
    /A link starting with https:\/\//,
  )
  await expect(page.getByRole('checkbox', { name: CONSENT })).toHaveAccessibleDescription(
    /Only a review the client agreed to may be shown/,
  )
  expect(await added()).toEqual([])
  expect(await horizontalOverflow(page)).toBe(0)
  expect(await axeViolations(page), 'the refused form at 390 px').toEqual([])
  await page.screenshot({ path: `${SHOTS}/review-refused-390.png`, fullPage: true })

  await page.getByLabel('First name and initial').fill('Dana M.')
  await page.getByLabel('Link to the review').fill('https://g.page/r/oak-and-ember/review')
  await page.getByRole('checkbox', { name: CONSENT }).check()
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByLabel('How they agreed')).toHaveAccessibleDescription(
    /Say how they agreed/,
  )
  await page.getByLabel('How they agreed').fill('Email of 3 October')
  await page.getByRole('button', { name: 'Publish' }).click()
  await savedAs(page, 'The site shows it on the home page once the build asked for below is done.')
  await expect(page).toHaveURL(/\/admin\/reviews\/[A-Za-z0-9]+\/$/)

  const [review] = await added()
  expect(review).toMatchObject({
    name: 'Dana M.',
    city: 'cary',
    service: 'patios-and-decks',
    source: { name: 'Google', url: 'https://g.page/r/oak-and-ember/review' },
    date: '2026-10-02',
    consent: { how: 'Email of 3 October' },
    sample: false,
    placements: ['home'],
    status: 'published',
  })
  expect(review?.consent?.noted).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  expect(await axeViolations(page), 'published, at 390 px').toEqual([])
  await page.screenshot({ path: `${SHOTS}/review-published-390.png`, fullPage: true })
})

test('at 1280 px the editor reopens the review from the list and saves it as a draft', async ({
  browser,
}) => {
  const page = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 } })
  ).newPage()
  await signIn(page, LOCAL_EDITOR, '/admin/reviews/')
  const row = page.getByRole('listitem').filter({ hasText: 'Dana M., Cary' })
  await expect(row).toContainText('Google · Published')
  expect(await axeViolations(page), 'the list at 1280 px').toEqual([])
  await page.screenshot({ path: `${SHOTS}/reviews-list-1280.png`, fullPage: true })

  await row.getByRole('link', { name: 'Dana M., Cary' }).click()
  await expect(page.getByRole('heading', { name: 'Edit: Dana M.' })).toBeVisible()
  await expect(page.getByRole('checkbox', { name: CONSENT })).toBeChecked()
  await page.getByLabel('What the work was (optional)').fill('Deck rebuild')
  await page.getByRole('checkbox', { name: 'City pages (its city first)' }).check()
  await page.getByRole('button', { name: 'Save draft' }).click()
  await savedAs(page, 'Draft saved')
  expect((await added())[0]).toMatchObject({
    about: 'Deck rebuild',
    placements: ['home', 'service-areas'],
    status: 'draft',
  })
  expect(await axeViolations(page), 'the editor at 1280 px').toEqual([])
  await page.screenshot({ path: `${SHOTS}/review-edit-1280.png`, fullPage: true })
  await page.context().close()
})

test('two tabs: the later save is refused, names what changed, and the editor chooses', async ({
  page,
  browser,
}) => {
  test.slow() // two signed-in browsers on a shared machine
  const id = (await added())[0]?.id ?? ''
  const path = `/admin/reviews/${id}/`
  await signIn(page, LOCAL_EDITOR, path)
  await expect(page.getByLabel('First name and initial')).toHaveValue('Dana M.')
  const { owner, conflict, ownersConflict } = await refusedSecondSave({ page, browser }, 'review', {
    path,
    theirs: async (tab) => {
      await tab.getByLabel('Quote', { exact: true }).fill('They rebuilt our deck in a week.')
      await tab.getByRole('button', { name: 'Publish' }).click()
      await savedAs(tab, 'Published')
    },
    mine: () => page.getByLabel('City', { exact: true }).selectOption('apex'),
    differs: 'Quote, City',
    shot: `${SHOTS}/review-conflict-390.png`,
  })
  expect((await added())[0]).toMatchObject({ city: 'cary', status: 'published' })

  await conflict.getByRole('button', { name: 'Take theirs' }).click()
  await expect(page.getByLabel('Quote', { exact: true })).toHaveValue(
    'They rebuilt our deck in a week.',
  )
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('cary')
  await page.getByLabel('City', { exact: true }).selectOption('apex')
  await page.getByRole('button', { name: 'Publish' }).click()
  await savedAs(page, 'Published')
  expect((await added())[0]).toMatchObject({
    quote: 'They rebuilt our deck in a week.',
    city: 'apex',
  })

  // The owner, now on the version before, saves over the editor's after seeing it.
  await owner.getByLabel('What the work was (optional)').fill('Composite deck')
  await owner.getByRole('button', { name: 'Publish' }).click()
  await ownersConflict.getByRole('button', { name: 'Save mine over theirs' }).click()
  await savedAs(owner, 'Published')
  expect((await added())[0]).toMatchObject({ about: 'Composite deck', city: 'cary' })
  await owner.context().close()
})

test('a quote typed offline survives closing and reopening the tab; the preview shows the card', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/net::ERR_INTERNET_DISCONNECTED/)
  const id = (await added())[0]?.id ?? ''
  const path = `/admin/reviews/${id}/`
  await signIn(page, LOCAL_EDITOR, path)
  const quote = page.getByLabel('Quote', { exact: true })
  await expect(quote).toHaveValue('They rebuilt our deck in a week.')
  await page.context().setOffline(true)
  await quote.fill('They rebuilt our deck in a week, in the rain.')
  // The card as the site's pages show it, as typed.
  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview.getByRole('figure')).toContainText(
    'They rebuilt our deck in a week, in the rain.',
  )
  await expect(preview.getByRole('figure')).toContainText('Dana M.')
  const again = await reopenTab(page, consoleGuard, path, 'review')
  await expect(again.getByLabel('Quote', { exact: true })).toHaveValue(
    'They rebuilt our deck in a week, in the rain.',
  )
  expect((await added())[0]?.quote).toBe('They rebuilt our deck in a week.')
  // Published, it changes the site: a build is asked for.
  await asksForBuild(again, () => again.getByRole('button', { name: 'Publish' }).click())
  expect((await added())[0]?.quote).toBe('They rebuilt our deck in a week, in the rain.')
})

test('offline nothing is sent; delete asks first, and Cancel keeps the review', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/net::ERR_INTERNET_DISCONNECTED/)
  const id = (await added())[0]?.id ?? ''
  await signIn(page, LOCAL_EDITOR, `/admin/reviews/${id}/`)
  await expect(page.getByLabel('What the work was (optional)')).toHaveValue('Composite deck')
  await page.getByLabel('What the work was (optional)').fill('Deck, rebuilt offline')
  await page.context().setOffline(true)
  await expect(page.getByText('You are offline. Keep writing')).toBeVisible()
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'nothing was saved or sent' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Delete this review' }).click()
  await page
    .getByRole('dialog', { name: 'Delete this review?' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(page.getByRole('heading', { name: 'Edit: Dana M.' })).toBeVisible()
  expect(await axeViolations(page), 'offline at 390 px').toEqual([])
  await page.context().setOffline(false)
  await expect(page.getByText('You are offline. Keep writing')).toBeHidden()
  expect((await added())[0]?.about).toBe('Composite deck')

  await page.getByRole('button', { name: 'Delete this review' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete this review?' })
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  expect(await added()).toHaveLength(1)

  await page.getByRole('button', { name: 'Delete this review' }).click()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Dana M., Cary' })).toHaveCount(0)
  expect(await added()).toEqual([])
})
