import { githubStandIn } from '../scripts/deploy/githubStandIn'
import { LOCAL_EDITOR, LOCAL_OWNER, makeAccounts } from '../scripts/desk/accounts'
import type { ProjectDocument } from '../src/content/schema/projects'
import { axeViolations } from './support/axe'
import {
  asksForBuild,
  describeJob,
  photoCard,
  photoCards,
  photoFile,
  recordedDeploy,
  refusedSecondSave,
  reopenTab,
  savedAs,
  startJob,
} from './support/desk'
import { deskEmulators, PHONE } from './support/emulators'
import { expect, horizontalOverflow, test } from './support/fixtures'
import { signIn } from './support/office'

/**
 * "Add a job" from a phone (issue 26, item 4), against the emulators with the rules on and the
 * served site's photo endpoint: at 390 px an editor adds a project in Cary with three photos (one
 * before/after pair), reorders and removes one, is refused beside the fields until every photo
 * has its alt text, and publishes; then edits it, meets a save from another tab, and saves while
 * offline (nothing is sent, the form is kept).
 */
const { admin, authHost, reset } = deskEmulators()
const SHOTS = '.data/screenshots'

test.use({ ...PHONE })
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  await reset()
  await makeAccounts(authHost, [LOCAL_EDITOR, LOCAL_OWNER])
  await recordedDeploy(admin.db)
  await githubStandIn().reset()
})
test.afterAll(async () => {
  await admin.close()
})

const stored = async () => {
  const snap = await admin.db.collection('projects').get()
  return snap.docs.map((d) => ({ id: d.id, ...d.data() })) as (ProjectDocument & { id: string })[]
}

test('at 390 px an editor adds a job in Cary: three photos with a pair, reordered, one removed, published', async ({
  page,
}) => {
  await startJob(page, LOCAL_EDITOR)
  // The desk's menu wraps: every link within the screen's width, none reached by scrolling sideways.
  const menu = page.getByRole('navigation', { name: 'Desk' })
  const rights = await menu
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().right))
  expect(Math.max(...rights), 'the desk menu at 390 px').toBeLessThanOrEqual(390)
  await expect(menu.getByRole('link', { name: 'Projects' })).toBeInViewport({ ratio: 1 })

  // The camera is offered on its own; choosing takes several at once.
  await expect(page.locator('#photos-take')).toHaveAttribute('capture', 'environment')
  await page
    .getByLabel('Choose photos')
    .setInputFiles([
      await photoFile('before.png', '#7a6a55'),
      await photoFile('after.png', '#2f5d3a'),
      await photoFile('steps.png', '#c2a878'),
      await photoFile('blurry.png', '#888888'),
    ])
  await expect(photoCards(page)).toHaveCount(4)
  await expect(page.getByRole('list', { name: 'Photos sent to the site' })).toHaveCount(0)

  // The blurry one goes; the steps move above the "after".
  await photoCard(page, 4).getByRole('button', { name: 'Remove photo 4' }).click()
  await expect(photoCards(page)).toHaveCount(3)
  await photoCard(page, 3).getByRole('button', { name: 'Move photo 3 up' }).click()
  const firstHashes = (await stored()).length
  expect(firstHashes).toBe(0)

  await page.getByLabel('Alt text for photo 1').fill('The old deck: grey boards, split rails')
  await expect(page.getByLabel('Alt text for photo 1')).toHaveAccessibleDescription(
    /What a visitor would miss/,
  )
  await page.getByLabel('Alt text for photo 2').fill('Wide steps down to the lawn')
  await page.getByLabel('Before the work, photo 1 shows the place of').selectOption({
    label: 'Photo 3 (after)',
  })
  await photoCard(page, 3).getByLabel('Cover: after.png').check()
  await describeJob(page, {
    title: 'Cary Deck Rebuild',
    city: 'cary',
    service: 'Patios & Decks',
    summary: 'A soft, splintered deck rebuilt in composite.',
    story: 'The old deck was soft underfoot.\n\nWe rebuilt it.',
  })
  await expect(page.getByLabel('Address')).toHaveValue('cary-deck-rebuild')
  await expect(page.getByLabel('Place, as the page names it')).toHaveValue('Cary, NC')

  // Photo 3 has no alt text yet: refused beside it, nothing sent.
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByLabel('Alt text for photo 3')).toHaveAccessibleDescription(
    /Describe what this photo shows/,
  )
  await expect(page.getByRole('alert').filter({ hasText: /needs? attention/ })).toBeVisible()
  expect(await stored()).toEqual([])
  expect(await horizontalOverflow(page)).toBe(0)
  expect(await axeViolations(page), 'the refused form at 390 px').toEqual([])
  await page.screenshot({ path: `${SHOTS}/project-refused-390.png`, fullPage: true })

  await page.getByLabel('Alt text for photo 3').fill('The new composite deck at dusk')
  await page.getByRole('button', { name: 'Publish' }).click()
  await savedAs(page, 'The site shows it at /portfolio/cary-deck-rebuild/, on Cary’s page')
  await expect(page).toHaveURL(/\/admin\/projects\/[A-Za-z0-9]+\/$/)

  const [project] = await stored()
  expect(project).toMatchObject({
    slug: 'cary-deck-rebuild',
    city: 'cary',
    location: 'Cary, NC',
    services: ['patios-and-decks'],
    status: 'published',
    sample: false,
  })
  expect(project?.photos.map((p) => p.alt)).toEqual([
    'Wide steps down to the lawn',
    'The new composite deck at dusk',
  ])
  expect(project?.cover.alt).toBe('The new composite deck at dusk')
  expect(project?.pairs).toHaveLength(1)
  expect(project?.pairs[0]?.before.alt).toBe('The old deck: grey boards, split rails')
  expect(project?.pairs[0]?.after.source).toMatchObject({ kind: 'upload' })
  expect(await axeViolations(page), 'published, at 390 px').toEqual([])
  await page.screenshot({ path: `${SHOTS}/project-published-390.png`, fullPage: true })
})

test('at 1280 px the editor reopens the job, is refused an old address, and saves a draft', async ({
  browser,
}) => {
  const page = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 } })
  ).newPage()
  await signIn(page, LOCAL_EDITOR, '/admin/projects/')
  await page.getByRole('link', { name: 'Cary Deck Rebuild' }).click()
  await expect(page.getByRole('heading', { name: 'Edit: Cary Deck Rebuild' })).toBeVisible()
  await expect(photoCards(page)).toHaveCount(3)
  // The staff-only photos show, fetched with the editor's token.
  await expect(photoCard(page, 1).locator('img')).toHaveAttribute('src', /^blob:/)

  await page.getByLabel('Address').fill('project-2')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByLabel('Address')).toHaveAccessibleDescription(/old address/)
  expect((await stored())[0]?.slug).toBe('cary-deck-rebuild')

  await page.getByLabel('Address').fill('cary-deck-rebuild')
  await page
    .getByLabel('Summary', { exact: true })
    .fill('A splintered deck rebuilt in composite, with wide steps.')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await savedAs(page, 'Draft saved')
  expect((await stored())[0]).toMatchObject({ status: 'draft' })
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveCount(2)
  expect(await axeViolations(page), 'the editor at 1280 px').toEqual([])
  await page.screenshot({ path: `${SHOTS}/project-edit-1280.png`, fullPage: true })
  await page.context().close()
})

test('two tabs: the later save is refused, names what changed, and the editor chooses', async ({
  page,
  browser,
}) => {
  test.slow() // two signed-in browsers on a shared machine
  const id = (await stored())[0]?.id ?? ''
  const path = `/admin/projects/${id}/`
  await signIn(page, LOCAL_EDITOR, path)
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Cary Deck Rebuild')
  const { owner, conflict, ownersConflict } = await refusedSecondSave(
    { page, browser },
    'project',
    {
      path,
      theirs: async (tab) => {
        await tab.getByLabel('Title', { exact: true }).fill('Cary Deck, Rebuilt')
        await tab.getByRole('button', { name: 'Save draft' }).click()
        await savedAs(tab, 'Draft saved')
      },
      mine: () =>
        page
          .getByLabel('Story', { exact: true })
          .fill('Soft boards, rotten joists.\n\nAll new, in composite.'),
      differs: 'title, story',
      shot: `${SHOTS}/project-conflict-390.png`,
    },
  )

  await conflict.getByRole('button', { name: 'Take theirs' }).click()
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Cary Deck, Rebuilt')
  await expect(page.getByLabel('Story', { exact: true })).toHaveValue(
    'The old deck was soft underfoot.\n\nWe rebuilt it.',
  )
  await page.getByLabel('Story', { exact: true }).fill('Soft boards, rotten joists.\n\nAll new.')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await savedAs(page, 'Draft saved')

  // The owner, now on the version before, keeps theirs as a new draft beside the editor's.
  await owner.getByLabel('Summary', { exact: true }).fill('A copy the owner wanted to keep.')
  await owner.getByRole('button', { name: 'Save draft' }).click()
  await ownersConflict.getByRole('button', { name: 'Keep mine as a copy' }).click()
  await expect(owner.getByLabel('Address')).toHaveValue('cary-deck-rebuild-copy')
  const all = await stored()
  expect(all).toHaveLength(2)
  expect(all.find((p) => p.slug === 'cary-deck-rebuild-copy')).toMatchObject({
    status: 'draft',
    summary: 'A copy the owner wanted to keep.',
  })
  await owner.context().close()
})

test('offline, Publish sends nothing and keeps the form; back online it goes through', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/net::ERR_INTERNET_DISCONNECTED/)
  const { id } = (await stored()).find((p) => p.slug === 'cary-deck-rebuild') as { id: string }
  await signIn(page, LOCAL_EDITOR, `/admin/projects/${id}/`)
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Cary Deck, Rebuilt')
  await page.getByLabel('Summary', { exact: true }).fill('Rebuilt on a rainy week.')
  await page.context().setOffline(true)
  await expect(page.getByText('You are offline. Keep writing')).toBeVisible()
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'nothing was saved or sent' }),
  ).toBeVisible()
  await expect(page.getByLabel('Summary', { exact: true })).toHaveValue('Rebuilt on a rainy week.')
  expect(await axeViolations(page), 'offline at 390 px').toEqual([])
  await page.context().setOffline(false)
  await expect(page.getByText('You are offline. Keep writing')).toBeHidden()
  const before = (await stored()).find((p) => p.id === id)
  expect(before?.status).toBe('draft')
  await page.getByRole('button', { name: 'Publish' }).click()
  await savedAs(page, 'Published')
  expect((await stored()).find((p) => p.id === id)).toMatchObject({
    status: 'published',
    summary: 'Rebuilt on a rainy week.',
  })
})

test('leaving the project with changes not saved asks first: Stay keeps them, Leave discards', async ({
  page,
}) => {
  const { id } = (await stored()).find((p) => p.slug === 'cary-deck-rebuild') as { id: string }
  await signIn(page, LOCAL_EDITOR, `/admin/projects/${id}/`)
  await expect(page.getByLabel('Summary', { exact: true })).toHaveValue('Rebuilt on a rainy week.')
  await page.getByLabel('Summary', { exact: true }).fill('Not saved yet.')
  await page.getByRole('link', { name: 'All projects' }).click()
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' })
  await expect(dialog).toContainText('Your changes to this project are not saved.')
  await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused()
  expect(await axeViolations(page), 'the question at 390 px').toEqual([])
  await dialog.getByRole('button', { name: 'Stay' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByLabel('Summary', { exact: true })).toHaveValue('Not saved yet.')

  await page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Posts' }).click()
  await dialog.getByRole('button', { name: 'Leave and discard' }).click()
  await expect(page.getByRole('heading', { name: 'Posts', level: 1 })).toBeVisible()
  expect((await stored()).find((p) => p.id === id)?.summary).toBe('Rebuilt on a rainy week.')
})

test('text typed offline in a project survives closing and reopening the tab; published, it asks for a build', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/net::ERR_INTERNET_DISCONNECTED/)
  const { id } = (await stored()).find((p) => p.slug === 'cary-deck-rebuild') as { id: string }
  const path = `/admin/projects/${id}/`
  await signIn(page, LOCAL_EDITOR, path)
  await expect(page.getByLabel('Summary', { exact: true })).toHaveValue('Rebuilt on a rainy week.')
  await page.context().setOffline(true)
  await page.getByLabel('Summary', { exact: true }).fill('Typed at the creek, with no signal.')
  await page.getByLabel('Story', { exact: true }).fill('Soft boards out.\n\nComposite in.')
  await expect(page.getByText('kept on this device only, in this tab')).toBeVisible()
  const again = await reopenTab(page, consoleGuard, path, 'project')
  await expect(again.getByLabel('Summary', { exact: true })).toHaveValue(
    'Typed at the creek, with no signal.',
  )
  await expect(again.getByLabel('Story', { exact: true })).toHaveValue(
    'Soft boards out.\n\nComposite in.',
  )
  // Nothing was sent meanwhile.
  expect((await stored()).find((p) => p.id === id)?.summary).toBe('Rebuilt on a rainy week.')
  await asksForBuild(again, () => again.getByRole('button', { name: 'Publish' }).click())
  await savedAs(again, 'The site shows it at /portfolio/cary-deck-rebuild/')
  expect((await stored()).find((p) => p.id === id)).toMatchObject({
    summary: 'Typed at the creek, with no signal.',
    status: 'published',
  })
  expect(await axeViolations(again), 'published, with when it is live, at 390 px').toEqual([])
  // Saved: the device keeps nothing more of it.
  await again.reload()
  await expect(again.getByLabel('Summary', { exact: true })).toHaveValue(
    'Typed at the creek, with no signal.',
  )
  await expect(again.getByRole('region', { name: 'Unsaved changes in another tab' })).toHaveCount(0)
  await expect(again.getByText('Restored your unsaved changes')).toHaveCount(0)
})
