import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { Browser, Page } from '@playwright/test'
import { deleteApp, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import type { Timestamp } from 'firebase-admin/firestore'
import {
  acceptInvitation,
  LOCAL_EDITOR,
  LOCAL_WRITER,
  makeAccounts,
} from '../scripts/desk/accounts'
import { listStaff, revokeRoles } from '../scripts/editors/run'
import { postDoc } from '../scripts/firestore/admin'
import { PROJECT_ID } from '../scripts/firestore/emulator'
import { axeViolations } from './support/axe'
import { expectBody } from './support/bodyEditor'
import { deskEmulators, PHONE } from './support/emulators'
import {
  expect,
  gotoHydrated,
  horizontalOverflow,
  test,
  waitForHydration,
} from './support/fixtures'
import { answerGoogle } from './support/google'
import { signIn } from './support/office'

/**
 * The editors' desk against the Firestore and Auth emulators (rules on), in the build that
 * `npm run test:firestore` makes for them: an editor made by `npm run editors -- add` signs in,
 * writes a post with a table, a body image and a cover, publishes it, and a visitor in another
 * browser context finds it on /blog/ and at its address; unpublished, it leaves the refresh. A
 * signed-in non-editor sees no posts. axe on every screen, desktop and phone.
 */
const { admin, authHost, reset } = deskEmulators()

const TITLE = 'Shade Sails or a Pergola? A Durham Comparison'
const SLUG = 'shade-sails-or-a-pergola-a-durham-comparison'

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  await reset()
  await admin
    .posts()
    .doc('old-draft')
    .set(
      postDoc('an-old-draft', new Date('2026-01-05T15:00:00Z'), {
        title: 'An Old Draft',
        status: 'draft',
      }),
    )
  await makeAccounts(authHost, [LOCAL_WRITER])
  // The editor is invited by the real command, as the owner would, and uses the link it prints.
  // Not spawnSync: a blocked event loop misses the emulator closing an idle keep-alive socket, and
  // the next fetch on it fails with "other side closed".
  const granted = await promisify(execFile)(
    'npx',
    ['tsx', 'scripts/editors.ts', 'add', LOCAL_EDITOR.email],
    { encoding: 'utf8', env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: authHost } },
  ).catch((error: { stdout?: string; stderr?: string }) => ({
    stdout: error.stdout ?? '',
    stderr: error.stderr ?? String(error),
  }))
  expect(granted.stdout, granted.stderr).toContain(`${LOCAL_EDITOR.email} is an editor`)
  const link = granted.stdout.match(/^http\S+oobCode=\S+$/m)?.[0]
  expect(link, granted.stdout).toBeTruthy()
  await acceptInvitation(authHost, link ?? '', LOCAL_EDITOR.password)
})
test.afterAll(async () => {
  await admin.close()
})

async function visitorSees(browser: Browser, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await answerGoogle(page, PROJECT_ID)
  try {
    await check(page)
  } finally {
    await context.close()
  }
}

test('an editor writes, previews, publishes and unpublishes a post; visitors see it come and go', async ({
  page,
  browser,
}) => {
  await gotoHydrated(page, '/admin/')
  await expect(page.getByRole('heading', { name: 'Sign in to the desk' })).toBeVisible()
  expect(await axeViolations(page), 'sign-in').toEqual([])
  await signIn(page, LOCAL_EDITOR, null)

  await expect(page.getByRole('heading', { name: 'Posts' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'An Old Draft' })).toBeVisible()
  expect(await axeViolations(page), 'post list').toEqual([])

  await page.getByRole('link', { name: 'New post' }).click()
  await expect(page.getByRole('heading', { name: 'New post', level: 1 })).toBeVisible()
  await page.getByLabel('Title', { exact: true }).fill(TITLE)
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(SLUG)
  await page
    .getByLabel('Excerpt')
    .fill('Shade for July afternoons, two ways, priced for the Triangle.')
  await page.getByLabel('Author', { exact: true }).fill('Dana Whitfield')
  await page.getByLabel('Tags', { exact: true }).fill('Pergolas')
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Remove tag Pergolas' })).toBeVisible()

  // The cover, chosen from the site's images, with its alt text.
  await page.getByRole('button', { name: 'Choose a cover' }).click()
  const coverDialog = page.getByRole('dialog', { name: 'Choose the cover' })
  await coverDialog.getByRole('button', { name: 'Use Artwork: deck materials nc climate' }).click()
  await coverDialog.getByLabel('Alt text').fill('A composite deck beside a pergola at dusk')
  await coverDialog.getByRole('button', { name: 'Use as cover' }).click()
  await expect(coverDialog).toBeHidden()

  // The body: text, a table from the toolbar, an image by address.
  const body = page.getByLabel('Body (markdown)')
  await body.fill('Two ways to shade a patio.\n')
  await page.getByRole('button', { name: 'Table' }).click()
  await page.getByRole('button', { name: 'Image', exact: true }).click()
  const imageDialog = page.getByRole('dialog', { name: 'Insert an image' })
  await imageDialog
    .getByLabel('Image address')
    .fill('/blog-media/art/year-round-outdoor-living-nc-climate.svg')
  await imageDialog.getByLabel('Alt text').fill('A patio with a fire pit under a pergola')
  await imageDialog.getByRole('button', { name: 'Insert image' }).click()
  await expectBody(
    body,
    /!\[A patio with a fire pit under a pergola\]\(\/blog-media\/art\/year-round/,
  )

  await expectBody(body, /\| Column \| Column \|[\s\S]*!\[A patio/)
  const preview = page.getByTestId('preview-body')
  await expect(preview.locator('table th')).toHaveText(['Column', 'Column'])
  await expect(
    preview.getByRole('img', { name: 'A patio with a fire pit under a pergola' }),
  ).toBeVisible()
  await expect(page.getByTestId('preview-cover').locator('img')).toHaveAttribute(
    'src',
    /deck-materials/,
  )
  expect(await axeViolations(page), 'editor').toEqual([])

  // Leaving with unsaved changes asks first; the work survives a reload.
  await page.getByRole('link', { name: '← All posts' }).click()
  await page
    .getByRole('dialog', { name: 'Leave without saving?' })
    .getByRole('button', { name: 'Stay' })
    .click()
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByText(/Restored your unsaved changes/)).toBeVisible()
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(TITLE)

  await page.getByRole('button', { name: 'Publish now' }).click()
  const outcome = page.getByRole('status').filter({ hasText: 'Published.' })
  await expect(outcome).toContainText(`/blog/${SLUG}/`)
  await expect(outcome).toContainText('pre-renders it')
  await expect(page).toHaveURL(/\/admin\/edit\/[A-Za-z0-9]+\/$/)

  // Publish now stamps the server's time. A visitor's queries are bounded by the server's time as
  // a Date header gives it, in whole seconds rounded down (src/blog/serverTime.ts): one arriving
  // within the second of publishing does not see the post yet, and a fast machine got there.
  const [published] = (await admin.posts().where('slug', '==', SLUG).get()).docs
  const publishedMs = (published?.get('publishedAt') as Timestamp | undefined)?.toMillis() ?? 0
  expect(publishedMs, 'the published post, read back').toBeGreaterThan(0)
  await expect.poll(() => Date.now(), { intervals: [100] }).toBeGreaterThan(publishedMs + 1000)

  await visitorSees(browser, async (visitor) => {
    await gotoHydrated(visitor, '/blog/')
    await expect(visitor.locator('[data-post] h3').first()).toHaveText(TITLE)
    await gotoHydrated(visitor, `/blog/${SLUG}/`)
    await expect(visitor.locator('h1')).toHaveText(TITLE)
    const postBody = visitor.getByTestId('post-body')
    await expect(postBody.locator('table')).toHaveCount(1)
    await expect(
      postBody.getByRole('img', { name: 'A patio with a fire pit under a pergola' }),
    ).toBeVisible()
  })

  // Unpublishing asks first; Cancel (focused first) leaves it published.
  await page.getByRole('button', { name: 'Unpublish' }).click()
  const confirm = page.getByRole('dialog', { name: 'Unpublish this post?' })
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  expect(await axeViolations(page), 'unpublish confirmation').toEqual([])
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toHaveCount(0)
  expect((await admin.posts().where('slug', '==', SLUG).get()).docs[0]?.get('status')).toBe(
    'published',
  )
  await page.getByRole('button', { name: 'Unpublish' }).click()
  await confirm.getByRole('button', { name: 'Unpublish' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Unpublished' })).toContainText(
    'stays up until',
  )
  await visitorSees(browser, async (visitor) => {
    await gotoHydrated(visitor, '/blog/')
    await expect(visitor.locator('[data-post] h3').first()).not.toHaveText(TITLE)
    await expect(visitor.getByText(TITLE)).toHaveCount(0)
  })
})

test('on a 390 px phone the sign-in, the list and the editor are usable and pass axe', async ({
  browser,
}) => {
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  try {
    await gotoHydrated(page, '/admin/')
    await expect(page.getByRole('heading', { level: 1, name: /sign in/i })).toBeVisible()
    expect(await axeViolations(page), 'sign-in').toEqual([])
    await signIn(page, LOCAL_EDITOR, null)
    await expect(page.getByRole('link', { name: TITLE })).toBeVisible()
    expect(await axeViolations(page), 'post list').toEqual([])
    await page.getByRole('link', { name: TITLE }).click()
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(TITLE)
    await expect(page.getByTestId('preview-body').locator('table')).toHaveCount(1)
    expect(await axeViolations(page), 'editor').toEqual([])
    expect(await horizontalOverflow(page), 'horizontal overflow in px').toBeLessThanOrEqual(0)
  } finally {
    await context.close()
  }
})

test('Publish now on a post live for months keeps its date; the post page says it was updated', async ({
  page,
  browser,
}) => {
  const months = new Date('2026-02-03T15:00:00Z')
  await admin
    .posts()
    .doc('live-months')
    .set(postDoc('patio-lighting-for-winter', months, { title: 'Patio Lighting for Winter' }))
  await signIn(page, LOCAL_EDITOR)
  await page.getByRole('link', { name: 'Patio Lighting for Winter' }).click()
  await page.getByLabel('Excerpt').fill('Warm light for the short days, corrected.')
  await page.getByRole('button', { name: 'Publish now' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible()

  const stored = await admin.posts().doc('live-months').get()
  expect((stored.get('publishedAt') as Timestamp).toDate().toISOString()).toBe(months.toISOString())
  const updated = (stored.get('updatedAt') as Timestamp | undefined)?.toMillis() ?? 0
  expect(updated).toBeGreaterThan(months.getTime())
  expect(stored.get('excerpt')).toBe('Warm light for the short days, corrected.')

  await visitorSees(browser, async (visitor) => {
    await gotoHydrated(visitor, '/blog/patio-lighting-for-winter/')
    await expect(visitor.locator('h1')).toHaveText('Patio Lighting for Winter')
    await expect(visitor.getByText(/^By Test Author · Feb 3, 2026 · Updated /)).toBeVisible()
  })
})

test('an editor whose address is not confirmed yet is told to use the invitation, and sees no posts', async ({
  page,
}) => {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost
  const app = initializeApp({ projectId: PROJECT_ID }, `desk-unverified-${Date.now()}`)
  const account = { email: 'unconfirmed@oakandember.example', password: 'unconfirmed-1' }
  try {
    const auth = getAuth(app)
    const user = await auth.createUser({ ...account, emailVerified: false })
    await auth.setCustomUserClaims(user.uid, { editor: true })
  } finally {
    await deleteApp(app)
  }
  await signIn(page, account)
  await expect(page.getByRole('heading', { name: 'No access to the desk' })).toBeVisible()
  await expect(page.getByText('may write once its address is confirmed')).toBeVisible()
  await expect(page.getByText('An Old Draft')).toHaveCount(0)
})

test('a signed-in non-editor sees no posts; a removed editor is no editor', async ({ page }) => {
  await signIn(page, LOCAL_WRITER)
  await expect(page.getByRole('heading', { name: 'No access to the desk' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Posts' })).toHaveCount(0)
  await expect(page.getByText('An Old Draft')).toHaveCount(0)

  process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost
  const app = initializeApp({ projectId: PROJECT_ID }, `desk-test-${Date.now()}`)
  try {
    const auth = getAuth(app)
    const staff = async () => (await listStaff(auth)).map((u) => u.email)
    expect(await staff()).toContain(LOCAL_EDITOR.email)
    const removed = await revokeRoles(auth, LOCAL_EDITOR.email)
    expect(removed?.customClaims?.editor).toBeUndefined()
    expect(await staff()).not.toContain(LOCAL_EDITOR.email)
  } finally {
    await deleteApp(app)
  }
})
