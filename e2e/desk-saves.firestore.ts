import type { Browser, Page } from '@playwright/test'
import {
  LOCAL_EDITOR,
  LOCAL_OWNER,
  type LocalAccount,
  makeAccounts,
} from '../scripts/desk/accounts'
import { postDoc, Timestamp } from '../scripts/firestore/admin'
import { axeViolations } from './support/axe'
import { expectBody } from './support/bodyEditor'
import { deskEmulators } from './support/emulators'
import { expect, gotoHydrated, test } from './support/fixtures'
import { signIn, tabTo } from './support/office'

/**
 * Saves that tell the truth (issue 25, item 2), against the emulators with the rules on: two
 * tabs on one post, two drafts wanting one slug, and "Publish now" offline. Each save is a
 * transaction on the `updatedAt` the writer opened, with the slug's reservation.
 */
const { admin, authHost, reset } = deskEmulators()

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  await reset()
  await makeAccounts(authHost, [LOCAL_EDITOR, LOCAL_OWNER])
  // The desk takes the missing reservation on the first save.
  await seedPost('shared', 'choosing-deck-boards', {
    title: 'Choosing Deck Boards',
    content: 'The text both tabs open.',
  })
})
test.afterAll(async () => {
  await admin.close()
})

/** A post written with admin rights, before reservations existed: no `slugs/` document. */
const seedPost = (id: string, slug: string, extra: Record<string, unknown>) =>
  admin
    .posts()
    .doc(id)
    .set(postDoc(slug, new Date('2026-03-02T15:00:00Z'), extra))

async function signedIn(browser: Browser, account: LocalAccount) {
  const page = await (await browser.newContext()).newPage()
  await signIn(page, account)
  // The owner's desk opens on the leads (decision 0051), an editor's on the posts.
  if (account.role === 'owner') {
    await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible()
    await page
      .getByRole('navigation', { name: 'Desk' })
      .getByRole('link', { name: 'Posts' })
      .click()
  }
  await expect(page.getByRole('heading', { name: 'Posts', level: 1 })).toBeVisible()
  return page
}

async function openPost(page: Page, id: string) {
  await page.goto(`/admin/edit/${id}/`)
  await expect(page.getByRole('heading', { name: 'Edit post', level: 1 })).toBeVisible()
}

const confirm = (page: Page, dialog: string, button: string) =>
  page.getByRole('dialog', { name: dialog }).getByRole('button', { name: button }).click()

const stored = async (id: string) => (await admin.posts().doc(id).get()).data() ?? {}

test('two tabs on one post: the second save is refused, says what changed, and offers the text back', async ({
  browser,
}) => {
  const [one, two] = [await signedIn(browser, LOCAL_EDITOR), await signedIn(browser, LOCAL_OWNER)]
  await openPost(one, 'shared')
  await openPost(two, 'shared')

  await one.getByLabel('Title', { exact: true }).fill('Choosing Deck Boards in Raleigh')
  await one.getByRole('button', { name: 'Save changes' }).click()
  await expect(one.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible()

  const body = two.getByLabel('Body (markdown)')
  await body.fill('The owner’s rewrite, from the second tab.')
  await two.getByRole('button', { name: 'Save changes' }).click()
  await expect(two.getByRole('alert')).toContainText(
    'Not saved: this post was changed elsewhere since you opened it',
  )
  const panel = two.getByRole('region', { name: 'This post was changed since you opened it' })
  await expect(panel).toContainText('Where it differs from yours: Title, Body.')
  // Nothing overwritten: the first tab's save stands, the second's text is nowhere stored.
  expect(await stored('shared')).toMatchObject({
    title: 'Choosing Deck Boards in Raleigh',
    content: 'The text both tabs open.',
  })

  await panel.getByRole('button', { name: 'Compare' }).click()
  await expect(panel.getByText('The owner’s rewrite, from the second tab.')).toBeVisible()
  await expect(panel.getByText('Choosing Deck Boards in Raleigh')).toBeVisible()
  expect(await axeViolations(two), 'the conflict, compared').toEqual([])
  await two.setViewportSize({ width: 390, height: 844 })
  expect(await axeViolations(two), 'the conflict, compared, at 390 px').toEqual([])
  await two.setViewportSize({ width: 1280, height: 800 })

  // Take theirs: the form holds the saved version, the refused text stays offered.
  await panel.getByRole('button', { name: 'Take theirs' }).click()
  await expect(two.getByLabel('Title', { exact: true })).toHaveValue(
    'Choosing Deck Boards in Raleigh',
  )
  const refused = two.getByRole('region', { name: 'Your refused changes' })
  await expect(refused.getByText('The owner’s rewrite, from the second tab.')).toBeVisible()

  // A second round: now the first tab is behind, and keeps its text as a copy.
  await body.fill('The owner’s rewrite, saved this time.')
  await two.getByRole('button', { name: 'Save changes' }).click()
  await expect(two.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible()
  await one.getByLabel('Body (markdown)').fill('The editor’s paragraph that must not be lost.')
  await one.getByRole('button', { name: 'Save changes' }).click()
  await one.getByRole('button', { name: 'Keep mine as a copy' }).click()
  await expect(one.getByRole('status').filter({ hasText: 'saved as a new draft' })).toContainText(
    '“Choosing Deck Boards in Raleigh (copy)”',
  )
  await expect(one).toHaveURL(/\/admin\/edit\/(?!shared\/)[A-Za-z0-9]+\/$/)
  const copies = await admin.posts().where('slug', '==', 'choosing-deck-boards-copy').get()
  expect(copies.docs.map((d) => d.data())).toMatchObject([
    { status: 'draft', content: 'The editor’s paragraph that must not be lost.' },
  ])
  expect((await stored('shared')).content).toBe('The owner’s rewrite, saved this time.')
  await one.context().close()
  await two.context().close()
})

test('two tabs on one post keep their own unsaved text: neither restores nor erases the other’s', async ({
  browser,
}) => {
  await seedPost('two-tabs', 'fire-pit-screens', {
    title: 'Fire Pit Screens',
    status: 'draft',
    excerpt: 'The saved excerpt.',
  })
  const one = await signedIn(browser, LOCAL_EDITOR)
  await openPost(one, 'two-tabs')
  await one.getByLabel('Excerpt').fill('Tab one’s unsaved excerpt.')
  await expect(one.getByText('kept on this device only, in this tab')).toBeVisible()

  // A second tab of the same browser shows the saved post, and only offers the first tab's text.
  const two = await one.context().newPage()
  await openPost(two, 'two-tabs')
  await expect(two.getByLabel('Excerpt')).toHaveValue('The saved excerpt.')
  const offer = two.getByRole('region', { name: 'Unsaved changes in another tab' })
  await expect(offer).toContainText('Another tab, still open, has unsaved changes to this post')
  await expect(offer).toContainText('kept on this device only')
  // An open tab's work is its own: the second tab cannot discard it.
  await expect(offer.getByRole('button', { name: 'Discard that tab’s changes' })).toHaveCount(0)
  expect(await axeViolations(two), 'the offer').toEqual([])

  // The second tab writes, then discards its own: the first tab's text is untouched.
  await two.getByLabel('Excerpt').fill('Tab two’s own excerpt.')
  await two.getByRole('button', { name: 'Discard changes' }).click()
  await expect(two.getByLabel('Excerpt')).toHaveValue('The saved excerpt.')
  await two.reload()
  await expect(two.getByLabel('Excerpt')).toHaveValue('The saved excerpt.')
  await expect(two.getByText(/Restored your unsaved changes/)).toHaveCount(0)
  await expect(offer).toContainText('Another tab, still open')

  // Each tab comes back to its own work.
  await one.reload()
  await expect(one.getByText(/Restored your unsaved changes/)).toBeVisible()
  await expect(one.getByLabel('Excerpt')).toHaveValue('Tab one’s unsaved excerpt.')

  // Opening the other tab's text is a choice; that tab keeps its own copy while it is open.
  await offer.getByRole('button', { name: 'Open that tab’s changes here' }).click()
  await expect(two.getByLabel('Excerpt')).toHaveValue('Tab one’s unsaved excerpt.')
  await two.getByRole('button', { name: 'Save draft' }).click()
  await expect(two.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible()
  await one.reload()
  await expect(one.getByLabel('Excerpt')).toHaveValue('Tab one’s unsaved excerpt.')
  expect((await stored('two-tabs')).excerpt).toBe('Tab one’s unsaved excerpt.')
  await one.context().close()
})

test('two new drafts with one slug: the second is refused, naming the post that has it', async ({
  browser,
}) => {
  const [one, two] = [await signedIn(browser, LOCAL_EDITOR), await signedIn(browser, LOCAL_OWNER)]
  // Both open a new post before either saves: neither list knows the other's slug.
  for (const page of [one, two]) {
    await page.getByRole('link', { name: 'New post' }).click()
    await page.getByLabel('Title', { exact: true }).fill('Fire Pit Permits in Cary')
    await page.getByLabel('Excerpt').fill('What the town asks before the first fire.')
    await page.getByLabel('Author', { exact: true }).fill('Dana Whitfield')
  }
  await one.getByRole('button', { name: 'Save draft' }).click()
  await expect(one.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible()
  await two.getByRole('button', { name: 'Save draft' }).click()
  await expect(two.getByRole('alert')).toContainText(
    'Not saved: the slug “fire-pit-permits-in-cary” belongs to another post.',
  )
  // Beside the slug field, the other post by name.
  await expect(two.getByLabel('Slug', { exact: true })).toHaveAccessibleDescription(
    /Another post, “Fire Pit Permits in Cary”, already uses the slug “fire-pit-permits-in-cary”/,
  )
  const withSlug = await admin.posts().where('slug', '==', 'fire-pit-permits-in-cary').get()
  expect(withSlug.size).toBe(1)
  // A new slug, and the second draft saves.
  await two.getByLabel('Slug', { exact: true }).fill('fire-pit-permits-in-cary-2027')
  await two.getByRole('button', { name: 'Save draft' }).click()
  await expect(two.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible()
  await one.context().close()
  await two.context().close()
})

test('offline, Publish now says nothing was published, and nothing is until the writer acts again', async ({
  browser,
}) => {
  await seedPost('offline-draft', 'patio-lighting-notes', {
    title: 'Patio Lighting Notes',
    status: 'draft',
  })
  const page = await signedIn(browser, LOCAL_EDITOR)
  await openPost(page, 'offline-draft')
  await page.getByLabel('Body (markdown)').fill('Written on the porch.')
  await page.context().setOffline(true)
  await expect(page.getByText('You are offline. Keep writing')).toBeVisible()
  await page.getByRole('button', { name: 'Publish now' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'nothing was saved or sent' }),
  ).toContainText('What you typed stays on this device; try again once you are back online.')
  await expect(page.getByRole('button', { name: 'Publish now' })).toBeEnabled()

  await page.context().setOffline(false)
  await expect(page.getByText('You are offline. Keep writing')).toBeHidden()
  // The next save is a transaction on the version the writer opened: had the offline press been
  // queued and sent on reconnecting, this save would be refused as a conflict.
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible()
  expect(await stored('offline-draft')).toMatchObject({
    status: 'draft',
    content: 'Written on the porch.',
  })
  await page.context().close()
})

test('three saves, then the first restored: the post holds the first text, the history four versions; deleted and restored as a draft', async ({
  browser,
}) => {
  const page = await signedIn(browser, LOCAL_EDITOR)
  await page.getByRole('link', { name: 'New post' }).click()
  await page.getByLabel('Title', { exact: true }).fill('Pergola Stain Colors')
  await page.getByLabel('Excerpt').fill('Three finishes we use most.')
  await page.getByLabel('Author', { exact: true }).fill('Marcus Hale')
  const body = page.getByLabel('Body (markdown)')
  await body.fill('First text: cedar tone.')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page).toHaveURL(/\/admin\/edit\/[A-Za-z0-9]+\/$/)
  await expect(page.getByRole('heading', { name: 'Edit post', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(1)
  for (const text of ['Second text: walnut.', 'Third text: gray wash.']) {
    await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible()
    await body.fill(text)
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible()
  }
  const history = page.getByRole('region', { name: 'History' })
  const versions = history.getByRole('listitem')
  await expect(versions).toHaveCount(3)
  await expect(versions.first()).toContainText('editor@oakandember.example')
  await expect(versions.first()).toContainText('the latest save')

  const first = versions.last()
  await first.getByRole('button', { name: 'Compare with the text on screen' }).click()
  await expect(first.getByText('First text: cedar tone.', { exact: true })).toBeVisible()
  await expect(first.getByText('Third text: gray wash.', { exact: true })).toBeVisible()
  expect(await axeViolations(page), 'the history, compared').toEqual([])
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await axeViolations(page), 'the history, compared, at 390 px').toEqual([])
  await page.setViewportSize({ width: 1280, height: 800 })
  await first.getByRole('button', { name: 'Restore this version' }).click()
  await confirm(page, 'Restore this version?', 'Restore')

  await expectBody(body, 'First text: cedar tone.')
  await expect(versions).toHaveCount(4)
  const id = page.url().match(/\/edit\/([A-Za-z0-9]+)\//)?.[1] ?? ''
  expect((await stored(id)).content).toBe('First text: cedar tone.')
  const kept = await admin.posts().doc(id).collection('revisions').orderBy('savedAt').get()
  expect(kept.docs.map((d) => d.get('content'))).toEqual([
    'First text: cedar tone.',
    'Second text: walnut.',
    'Third text: gray wash.',
    'First text: cedar tone.',
  ])

  // Deleting the post frees its slug and keeps its history; "Recently deleted" brings it back.
  await page.getByRole('button', { name: 'Delete this post' }).click()
  await confirm(page, 'Delete this post?', 'Delete')
  await expect(page.getByRole('heading', { name: 'Posts' })).toBeVisible()
  expect((await admin.posts().doc(id).get()).exists).toBe(false)
  expect((await admin.posts().doc(id).collection('revisions').get()).size).toBe(4)
  expect((await admin.db.collection('slugs').doc('pergola-stain-colors').get()).exists).toBe(false)
  await page.setViewportSize({ width: 390, height: 844 })
  const deleted = page.getByRole('region', { name: 'Recently deleted' })
  const item = deleted.getByRole('listitem').filter({ hasText: 'Pergola Stain Colors' })
  await expect(item).toContainText('by editor@oakandember.example')
  expect(await axeViolations(page), 'recently deleted, at 390 px').toEqual([])
  await item.getByRole('button', { name: 'Restore' }).click()
  await expect(deleted.getByRole('status')).toContainText(
    '“Pergola Stain Colors” is back, as a draft.',
  )
  await expect(item).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Pergola Stain Colors' })).toBeVisible()
  expect(await stored(id)).toMatchObject({ status: 'draft', content: 'First text: cedar tone.' })
  expect((await admin.posts().doc(id).collection('revisions').get()).size).toBe(5)
  expect((await admin.db.collection('deletedPosts').doc(id).get()).exists).toBe(false)
  await deleted.getByRole('link', { name: 'Open it' }).click()
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveCount(5)
  await page.context().close()
})

test('keyboard only: write, format with the toolbar and shortcuts, undo, redo, publish', async ({
  page,
}) => {
  await gotoHydrated(page, '/admin/')
  await tabTo(page, page.getByLabel('Email'))
  await page.keyboard.type(LOCAL_EDITOR.email)
  await tabTo(page, page.getByLabel('Password'))
  await page.keyboard.type(LOCAL_EDITOR.password)
  await page.keyboard.press('Enter')
  await tabTo(page, page.getByRole('link', { name: 'New post' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'New post', level: 1 })).toBeVisible()
  for (const [label, text] of [
    ['Title', 'Written Without a Mouse'],
    ['Excerpt', 'Every key on purpose.'],
    ['Author', 'Dana Whitfield'],
  ]) {
    await tabTo(page, page.getByLabel(label ?? '', { exact: true }))
    await page.keyboard.type(text ?? '')
  }
  const body = page.getByLabel('Body (markdown)')
  await tabTo(page, body)
  await page.keyboard.type('Intro ')
  await page.keyboard.press('Control+B')
  await page.keyboard.type('strong')
  await expectBody(body, 'Intro **strong**')
  await page.keyboard.press('Control+Z')
  await expectBody(body, 'Intro **bold text**')
  await page.keyboard.press('Control+Z')
  await expectBody(body, 'Intro ')
  await page.keyboard.press('Control+Shift+Z')
  await expectBody(body, 'Intro **bold text**')
  await page.keyboard.press('Control+Shift+Z')
  await expectBody(body, 'Intro **strong**')

  // A heading from the toolbar, then typing: the marker stays.
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Shift+Tab')
  await tabTo(page, page.getByRole('button', { name: 'Heading', exact: true }))
  await page.keyboard.press('Enter')
  await expect(body).toBeFocused()
  await page.keyboard.type('Costs')
  await expectBody(body, 'Intro **strong**\n## Costs')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Control+I')
  await page.keyboard.type('about $40 a foot')
  await page.keyboard.press('End')
  await page.keyboard.type(' ')
  // A link asks for its words and address, and the caret comes back after it.
  await page.keyboard.press('Control+K')
  const link = page.getByRole('dialog', { name: 'Add a link' })
  await expect(link.getByLabel('Link text')).toBeFocused()
  await page.keyboard.type('our decks')
  await page.keyboard.press('Tab')
  await page.keyboard.type('https://example.com/decks')
  await page.keyboard.press('Enter')
  await expect(link).toBeHidden()
  await expect(body).toBeFocused()
  await page.keyboard.type('.')
  const written =
    'Intro **strong**\n## Costs\n_about $40 a foot_ [our decks](https://example.com/decks).'
  await expectBody(body, written)
  expect(await axeViolations(page), 'writing').toEqual([])
  // A phone with its keyboard open leaves about 390 × 400 px: at the end of the text the
  // toolbar is still in view, above the caret.
  await page.setViewportSize({ width: 390, height: 400 })
  await page.keyboard.press('Control+End')
  await body.evaluate((el) => el.scrollIntoView({ block: 'end' }))
  await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeInViewport()
  expect(await axeViolations(page), 'writing at 390 px').toEqual([])
  await page.setViewportSize({ width: 1280, height: 800 })

  await tabTo(page, page.getByRole('button', { name: 'Publish now' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible()
  const [saved] = (await admin.posts().where('slug', '==', 'written-without-a-mouse').get()).docs
  expect(saved?.get('content')).toBe(written)
  expect(saved?.get('status')).toBe('published')
  expect(await axeViolations(page), 'published').toEqual([])
})

test('the writer’s view: why a save is refused, beside the buttons; images checked; links, words and the search result shown', async ({
  browser,
}) => {
  // A seeded post with a cover and no alt text, and one scheduled for later.
  await seedPost('no-alt', 'decks-in-july', {
    title: 'Decks in July',
    seo: { title: 'Decks in July', ogImage: '/blog-media/art/deck-materials-nc-climate.svg' },
  })
  await seedPost('later', 'winter-patio-prep', {
    title: 'Winter Patio Prep',
    publishedAt: Timestamp.fromDate(new Date(Date.now() + 5 * 86_400_000)),
  })
  const page = await signedIn(browser, LOCAL_EDITOR)

  // The list: what goes live next, and a filter by state.
  const upcoming = page.getByRole('region', { name: 'Scheduled to go live (US Eastern time)' })
  await expect(upcoming.getByRole('link', { name: 'Winter Patio Prep' })).toBeVisible()
  await expect(upcoming).toContainText(
    /[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2} at \d{1,2}:\d{2} [ap]m/,
  )
  await page.getByLabel('Show').selectOption('scheduled')
  await expect(page.getByRole('link', { name: 'Decks in July' })).toBeHidden()
  await page.getByLabel('Show').selectOption('all')

  await openPost(page, 'no-alt')
  await page.getByRole('button', { name: 'Save changes' }).click()
  const publish = page.getByRole('region', { name: 'Published' })
  await expect(publish.getByRole('alert')).toHaveText(
    'Not saved: one field needs attention (marked above): Alt text.',
  )
  await expect(page.getByRole('group', { name: 'Cover image' })).toContainText(
    'The cover needs alt text before the post can be saved',
  )

  // The picker names its images, and refuses an address that shows no picture.
  await page.getByRole('button', { name: 'Change cover' }).click()
  const picker = page.getByRole('dialog', { name: 'Choose the cover' })
  await expect(
    picker.getByRole('button', { name: 'Use Artwork: deck materials nc climate' }),
  ).toContainText('Artwork: deck materials nc climate')
  await picker.getByLabel('Image address').fill('/blog-media/art/no-such-picture.svg')
  await picker.getByLabel('Alt text').fill('A cedar deck at dusk')
  await picker.getByRole('button', { name: 'Use as cover' }).click()
  await expect(picker.getByLabel('Image address')).toHaveAccessibleDescription(
    /No picture answers at this address/,
  )
  expect(await axeViolations(page), 'the picker, refusing an address').toEqual([])
  await picker.getByLabel('Image address').fill('/blog-media/art/deck-materials-nc-climate.svg')
  await picker.getByRole('button', { name: 'Use as cover' }).click()
  await expect(picker).toBeHidden()

  // Words, links and the search result, as the writer types.
  await page
    .getByLabel('Body (markdown)')
    .fill('See [our services](/servics/) and [the county](https://www.wake.gov/permits).')
  await expect(page.getByText(/6 words, about 1 min to read/)).toBeVisible()
  const links = page.getByRole('region', { name: 'Links in the body' })
  await expect(links).toContainText('No page of this site answers at: /servics/')
  await expect(links.getByRole('link', { name: 'https://www.wake.gov/permits' })).toBeVisible()
  const search = page.getByRole('region', { name: 'In search results' })
  await expect(search).toContainText('Decks in July | Oak & Ember Outdoor Living')
  await page.getByLabel('Excerpt').fill('x'.repeat(170))
  await expect(search).toContainText('Excerpt 170 characters: past about 160 it is cut.')
  expect(await axeViolations(page), 'the editor with links and a search preview').toEqual([])

  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible()
  expect((await stored('no-alt')).seo).toMatchObject({ ogImageAlt: 'A cedar deck at dusk' })
  await page.context().close()
})
