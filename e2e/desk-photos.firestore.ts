import { readdir, readFile, rm, utimes } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Page } from '@playwright/test'
import type { Timestamp } from 'firebase-admin/firestore'
import sharp from 'sharp'
import { LOCAL_EDITOR, LOCAL_WRITER, makeAccounts } from '../scripts/desk/accounts'
import { postDoc } from '../scripts/firestore/admin'
import { PROJECT_ID } from '../scripts/firestore/emulator'
import { DEFAULT_MEDIA_DIR, diskMediaStore } from '../server/media/diskStore'
import { preparePhoto } from '../server/media/photo'
import { inspect, phonePhoto } from '../server/testing/testPhotos'
import { formatEastern } from '../src/admin/eastern'
import { axeViolations } from './support/axe'
import { expectBody } from './support/bodyEditor'
import { describeJob, photoCard, photoCards, savedAs, startJob } from './support/desk'
import { deskEmulators, PHONE } from './support/emulators'
import { expect, gotoHydrated, horizontalOverflow, test } from './support/fixtures'
import { answerGoogle } from './support/google'
import { idToken, signIn } from './support/office'

/**
 * Photos from a phone, through the desk (docs/decisions/0019), against the Auth emulator and the
 * served site's server side (server/emulated.ts: the disk store in MEDIA_DIR): an editor at
 * 390 px picks two photos at once, sees each one's progress, retries the one whose upload was cut
 * off, and the sideways GPS-tagged 4000×3000 JPEG is stored upright, at most 2560 px long,
 * without EXIF. The server refuses a text file named .jpg, anonymous and non-staff callers, and
 * gives a draft's photo to staff only. A photo in a post published with "Publish now" is on the
 * live page for a signed-out phone at once, never a 401 (decision 0041); a photo uploaded last
 * week is picked from the library for a new project, and one nothing uses is deleted.
 */
const { admin, authHost, reset } = deskEmulators()
const MEDIA_DIR = resolve(process.env.MEDIA_DIR || DEFAULT_MEDIA_DIR)

test.use({ ...PHONE })
test.describe.configure({ mode: 'serial' })

let photo: Buffer
let storedSrc = ''

test.beforeAll(async () => {
  await reset()
  await rm(MEDIA_DIR, { recursive: true, force: true })
  await makeAccounts(authHost, [LOCAL_EDITOR, LOCAL_WRITER])
  photo = await phonePhoto()
})
test.afterAll(async () => {
  await admin.close()
})

/** The editor signed in, a new post, and its image picker open. */
async function imagePicker(page: Page) {
  await signIn(page, LOCAL_EDITOR)
  await page.getByRole('link', { name: 'New post' }).click()
  await page.getByRole('button', { name: 'Image', exact: true }).click()
  return page.getByRole('dialog', { name: 'Insert an image' })
}

test('at 390 px an editor uploads two photos with progress each, retries the one cut off, and the stored photo is upright, ≤ 2560 px and has no EXIF', async ({
  page,
  consoleGuard,
}) => {
  // The cut-off upload below, as the browser reports it.
  consoleGuard.allow(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/)
  const dialog = await imagePicker(page)

  // The first upload (the small PNG) is cut off as if the phone lost its signal; the phone photo's
  // is held until its progress has been seen, then goes through to the server.
  let uploads = 0
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/api/media/', async (route) => {
    uploads++
    if (uploads === 1) return route.abort('internetdisconnected')
    if (uploads === 2) await held
    return route.continue()
  })
  const small = await sharp({
    create: { width: 640, height: 480, channels: 4, background: '#2f5d3a' },
  })
    .png()
    .toBuffer()
  await dialog.getByLabel('Or upload photos').setInputFiles([
    { name: 'fire-pit.png', mimeType: 'image/png', buffer: small },
    { name: 'deck-from-phone.jpg', mimeType: 'image/jpeg', buffer: photo },
  ])

  const photos = dialog.getByRole('list', { name: 'Photos sent to the site' })
  await expect(photos.getByRole('alert')).toHaveText(
    'fire-pit.png was not uploaded: The photo did not reach the site: check the connection, then retry.',
  )
  await expect(
    photos.getByRole('progressbar', { name: 'Uploading deck-from-phone.jpg' }),
  ).toBeVisible()
  expect(await axeViolations(page), 'the picker with its uploads').toEqual([])
  release()
  await expect(
    photos.getByRole('listitem').filter({ hasText: 'deck-from-phone.jpg' }),
  ).toContainText('Uploaded.')
  // The failed photo waited; its retry sends it without touching the stored one.
  await photos.getByRole('button', { name: 'Retry fire-pit.png' }).click()
  await expect(photos.getByRole('listitem').filter({ hasText: 'fire-pit.png' })).toContainText(
    'Uploaded.',
  )
  await expect(photos.getByRole('alert')).toHaveCount(0)
  expect(uploads).toBe(3)

  // Use the phone photo: its staff-only address, and a preview fetched with the editor's token.
  await photos.getByRole('button', { name: 'Use deck-from-phone.jpg' }).click()
  const address = dialog.getByLabel('Image address')
  await expect(address).toHaveValue(/^\/api\/media\/[0-9a-f]{64}$/)
  storedSrc = await address.inputValue()
  await expect(dialog.getByRole('img', { name: 'The uploaded photo' })).toBeVisible()
  await dialog.getByLabel('Alt text').fill('A deck seen from the lawn')
  await dialog.getByRole('button', { name: 'Insert image' }).click()
  await expectBody(
    page.getByLabel('Body (markdown)'),
    new RegExp(`!\\[A deck seen from the lawn\\]\\(${storedSrc}\\)`),
  )

  // The preview shows it too, fetched with the editor's token (an <img> alone would get a 401).
  const previewed = page
    .getByTestId('preview-body')
    .getByRole('img', { name: 'A deck seen from the lawn' })
  await previewed.scrollIntoViewIfNeeded()
  await expect(previewed).toHaveAttribute('src', /^blob:/)
  await expect
    .poll(() => previewed.evaluate((image: HTMLImageElement) => image.naturalHeight))
    .toBeGreaterThan(0)

  // The same photo as the cover, by its address: the field and the preview show it with the token.
  await page.getByRole('button', { name: 'Choose a cover' }).click()
  const coverDialog = page.getByRole('dialog', { name: 'Choose the cover' })
  await coverDialog.getByLabel('Image address').fill(storedSrc)
  await coverDialog.getByLabel('Alt text').fill('A deck seen from the lawn')
  await coverDialog.getByRole('button', { name: 'Use as cover' }).click()
  await expect(coverDialog).toBeHidden()
  const coverImage = page.getByTestId('preview-cover').locator('img')
  await coverImage.scrollIntoViewIfNeeded()
  await expect(coverImage).toHaveAttribute('src', /^blob:/)
  await expect
    .poll(() => coverImage.evaluate((image: HTMLImageElement) => image.naturalHeight))
    .toBeGreaterThan(0)

  // The file the server stored: upright (the dark top of the stored rows is now the right side),
  // at most 2560 px long, and nothing of the phone's EXIF, GPS included.
  const hash = storedSrc.split('/').pop() ?? ''
  const kept = await inspect(await readFile(join(MEDIA_DIR, `${hash}.jpg`)))
  expect(kept).toMatchObject({ format: 'jpeg', exif: null, gps: false, orientation: null })
  expect(kept.width).toBeLessThan(kept.height)
  expect(Math.max(kept.width, kept.height)).toBeLessThanOrEqual(2560)
  expect(kept.right).toBeLessThan(80)
  expect(kept.left).toBeGreaterThan(180)
})

test('a text file named .jpg is refused in words, in the desk and by the server', async ({
  page,
  request,
}) => {
  const text = Buffer.from('Shopping list: screws, stain, brushes.\n')
  const dialog = await imagePicker(page)
  await dialog
    .getByLabel('Or upload photos')
    .setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: text })
  await expect(dialog.getByRole('alert')).toHaveText(
    'notes.jpg was not uploaded: This file is not a photo this browser can open. Use a JPEG, PNG, WebP or AVIF photo.',
  )
  // Sent straight to the server, past the desk's own check.
  const response = await request.post('/api/media', {
    headers: {
      'content-type': 'image/jpeg',
      authorization: `Bearer ${await idToken(authHost, LOCAL_EDITOR)}`,
    },
    data: text,
  })
  expect(response.status()).toBe(415)
  expect(await response.json()).toEqual({
    ok: false,
    error: 'This file is not a picture. Upload a JPEG, PNG, WebP or AVIF photo.',
  })
})

test('uploads and photos are for staff only: 401 anonymous, 403 for a signed-in non-staff user', async ({
  request,
}) => {
  expect(storedSrc, 'the first test stored a photo').toMatch(/^\/api\/media\//)
  const upload = (headers: Record<string, string>) =>
    request.post('/api/media', {
      headers: { 'content-type': 'image/jpeg', ...headers },
      data: photo,
    })
  expect((await upload({})).status()).toBe(401)
  const writer = { authorization: `Bearer ${await idToken(authHost, LOCAL_WRITER)}` }
  expect((await upload(writer)).status()).toBe(403)

  // The draft's photo: not at its address without a staff token (404, never 401, to a visitor:
  // decision 0041), nor by any public path.
  expect((await request.get(storedSrc)).status()).toBe(404)
  expect((await request.get(storedSrc, { headers: writer })).status()).toBe(403)
  const hash = storedSrc.split('/').pop() ?? ''
  for (const path of [`/media/${hash}.jpg`, `/.data/media/${hash}.jpg`, `/blog-media/${hash}.jpg`])
    expect((await request.get(path)).headers()['content-type'] ?? '').not.toMatch(/^image\//)
  const editor = { authorization: `Bearer ${await idToken(authHost, LOCAL_EDITOR)}` }
  const read = await request.get(storedSrc, { headers: editor })
  expect(read.status()).toBe(200)
  expect(read.headers()['content-type']).toBe('image/jpeg')
  expect(read.headers()['cache-control']).toMatch(/^private/)
})

const SHOTS = '.data/screenshots'
const mediaFiles = () => readdir(MEDIA_DIR).catch(() => [] as string[])

/** A photo put straight into the desk's store, as an upload of `daysAgo` days ago left it. */
async function storedPhoto(width: number, daysAgo: number) {
  const photo = await preparePhoto(await phonePhoto(width, Math.round((width * 3) / 4)))
  if (!photo.ok) throw new Error(photo.problem)
  await diskMediaStore(MEDIA_DIR).put(photo.hash, { bytes: photo.bytes, type: photo.type })
  const at = new Date(Date.now() - daysAgo * 86_400_000)
  await utimes(join(MEDIA_DIR, `${photo.hash}.jpg`), at, at)
  return { hash: photo.hash, at }
}

test('at 390 px a photo in a post published with Publish now shows to a signed-out phone within a minute, never a 401', async ({
  page,
  browser,
  request,
}) => {
  const dialog = await imagePicker(page)
  const small = await sharp({
    create: { width: 900, height: 600, channels: 3, background: '#8a5a2b' },
  })
    .jpeg()
    .toBuffer()
  await dialog
    .getByLabel('Or upload photos')
    .setInputFiles({ name: 'new-steps.jpg', mimeType: 'image/jpeg', buffer: small })
  const address = dialog.getByLabel('Image address')
  await expect(address).toHaveValue(/^\/api\/media\/[0-9a-f]{64}$/)
  const src = await address.inputValue()
  const hash = src.split('/').pop() ?? ''
  await dialog.getByLabel('Alt text').fill('New cedar steps down to the lawn')
  await dialog.getByRole('button', { name: 'Insert image' }).click()
  await expect(dialog).toBeHidden()
  const title = 'Cedar Steps in a Weekend'
  const slug = 'cedar-steps-in-a-weekend'
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('Excerpt').fill('Steps down to the lawn, built in two days.')
  await page.getByLabel('Author', { exact: true }).fill('Dana Whitfield')

  // Before publishing: a draft's photo is nobody's but staff's.
  expect((await request.get(src)).status()).toBe(404)

  await page.getByRole('button', { name: 'Publish now' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toContainText(
    `/blog/${slug}/`,
  )
  const published = Date.now()
  // The save indexed the photo in its own transaction (src/admin/media/usesIndex.ts).
  const [post] = (await admin.posts().where('slug', '==', slug).get()).docs
  expect(post, 'the published post').toBeTruthy()
  expect((await admin.db.doc(`mediaUses/${hash}`).get()).get('uses')).toEqual({
    [`blog-posts:${post?.id}`]: true,
  })
  // A visitor's read is bounded by the server's time in whole seconds (desk.firestore.ts).
  const publishedMs = (post?.get('publishedAt') as Timestamp | undefined)?.toMillis() ?? 0
  await expect.poll(() => Date.now(), { intervals: [100] }).toBeGreaterThan(publishedMs + 1000)

  // A signed-out phone opens the post through the post shell, before any build copies the photo.
  const visitor = await browser.newContext(PHONE)
  const answers: { url: string; status: number }[] = []
  try {
    const phone = await visitor.newPage()
    await answerGoogle(phone, PROJECT_ID)
    phone.on('response', (r) => answers.push({ url: r.url(), status: r.status() }))
    await gotoHydrated(phone, `/blog/${slug}/`)
    await expect(phone.locator('h1')).toHaveText(title)
    const shown = phone
      .getByTestId('post-body')
      .getByRole('img', { name: 'New cedar steps down to the lawn' })
    await shown.scrollIntoViewIfNeeded()
    await expect
      .poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(900)
    expect(Date.now() - published, 'ms from Publish now to the photo on the phone').toBeLessThan(
      60_000,
    )
    await phone.screenshot({ path: `${SHOTS}/published-photo-390.png`, fullPage: true })
  } finally {
    await visitor.close()
  }
  const photoAnswers = answers.filter((a) => a.url.includes('/api/media/'))
  expect(photoAnswers.length).toBeGreaterThan(0)
  expect(photoAnswers.filter((a) => a.status !== 200)).toEqual([])
  expect(answers.filter((a) => a.status === 401)).toEqual([])
  const direct = await request.get(src)
  expect(direct.status()).toBe(200)
  expect(direct.headers()['cache-control']).toMatch(/^public, .*s-maxage=\d+/)
})

test('at 390 px a photo uploaded last week is picked from the library for a new project; one nothing uses is deleted', async ({
  page,
  request,
}) => {
  // The library holds these two alone: the photos of the tests above go.
  await rm(MEDIA_DIR, { recursive: true, force: true })
  const { hash: lastWeek, at: lastWeekAt } = await storedPhoto(1200, 7)
  const { hash: unused } = await storedPhoto(640, 0.01)
  // Last week's photo is in a published post, written before the index existed: found all the same.
  await admin
    .posts()
    .doc('deck-post')
    .set(
      postDoc('a-deck-at-dusk', new Date(Date.now() - 6 * 86_400_000), {
        title: 'A Deck at Dusk',
        content: `Evening light.\n\n![A cedar deck at dusk](/api/media/${lastWeek})\n`,
      }),
    )

  await startJob(page, LOCAL_EDITOR)
  await page.getByRole('button', { name: 'Choose an uploaded photo' }).click()
  const library = page.getByRole('dialog', { name: 'Uploaded photos' })
  const photos = library.getByRole('list', { name: 'Photos uploaded before' })
  const items = photos.locator(':scope > li')
  // Newest first: today's unused photo, then last week's with its alt text and its post.
  await expect(items).toHaveCount(2)
  const [newer, older] = [items.nth(0), items.nth(1)]
  await expect(newer).toContainText('Not used anywhere.')
  await expect(older).toContainText('Alt text: “A cedar deck at dusk”')
  await expect(older).toContainText('Post “A Deck at Dusk” (published)')
  await expect(older).toContainText('In use: it cannot be deleted.')
  await expect(older.getByRole('button', { name: /^Delete/ })).toHaveCount(0)
  // When it was uploaded, in US Eastern as the desk shows every time.
  await expect(older.locator('p').first()).toHaveText(`Uploaded ${formatEastern(lastWeekAt)}`)
  // Thumbnails are decorative (the alt text is written beside them), fetched with the token.
  await expect(older.locator('img')).toHaveAttribute('src', /^blob:/)
  expect(await horizontalOverflow(page), 'the library at 390 px').toBeLessThanOrEqual(0)
  expect(await axeViolations(page), 'the library at 390 px').toEqual([])
  await page.screenshot({ path: `${SHOTS}/photo-library-390.png` })

  await library.getByRole('button', { name: 'Use the photo “A cedar deck at dusk”' }).click()
  await expect(library).toBeHidden()
  await expect(photoCards(page)).toHaveCount(1)
  await expect(page.getByLabel('Alt text for photo 1')).toHaveValue('A cedar deck at dusk')
  await expect(photoCard(page, 1).locator('img')).toHaveAttribute('src', /^blob:/)
  await photoCard(page, 1).getByLabel('Cover: A cedar deck at dusk').check()
  await describeJob(page, {
    title: 'Apex Deck Refresh',
    city: 'apex',
    service: 'Patios & Decks',
    summary: 'A tired deck, stained and rebuilt at the edges.',
    story: 'The boards were sound; the rails were not.',
  })
  await page.getByRole('button', { name: 'Save draft' }).click()
  await savedAs(page, 'Draft saved')
  const [project] = (
    await admin.db.collection('projects').where('slug', '==', 'apex-deck-refresh').get()
  ).docs
  expect(project?.get('photos')).toEqual([
    { source: { kind: 'upload', hash: lastWeek }, alt: 'A cedar deck at dusk' },
  ])
  expect((await admin.db.doc(`mediaUses/${lastWeek}`).get()).get('uses')).toEqual({
    [`projects:${project?.id}`]: true,
  })

  // Now used twice; the unused one goes, after a question; the server refuses the other.
  await page.getByRole('button', { name: 'Choose an uploaded photo' }).click()
  await expect(older).toContainText('Project “Apex Deck Refresh” (not published)')
  await newer.getByRole('button', { name: /^Delete the photo uploaded / }).click()
  await page
    .getByRole('dialog', { name: 'Delete this photo?' })
    .getByRole('button', { name: 'Delete the photo' })
    .click()
  await expect(library.getByRole('status')).toContainText('Deleted the photo uploaded')
  await expect(items).toHaveCount(1)
  expect(await mediaFiles()).not.toContain(`${unused}.jpg`)
  const token = { authorization: `Bearer ${await idToken(authHost, LOCAL_EDITOR)}` }
  const refused = await request.delete(`/api/media/${lastWeek}/`, { headers: token })
  expect(refused.status()).toBe(409)
  expect((await refused.json()).error).toMatch(
    /the post “A Deck at Dusk”, the project “Apex Deck Refresh”/,
  )
  expect(await mediaFiles()).toContain(`${lastWeek}.jpg`)
})
