import { readFile, rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { LOCAL_EDITOR, LOCAL_WRITER, makeAccounts } from '../scripts/desk/accounts'
import { DEFAULT_MEDIA_DIR } from '../server/media/diskStore'
import { inspect, phonePhoto } from '../server/media/testPhotos'
import { axeViolations } from './support/axe'
import { deskEmulators, PHONE } from './support/emulators'
import { expect, gotoHydrated, test } from './support/fixtures'

/**
 * Photos from a phone, through the desk (docs/decisions/0019), against the Auth emulator and the
 * served site's server side (server/emulated.ts: the disk store in MEDIA_DIR): an editor at
 * 390 px picks two photos at once, sees each one's progress, retries the one whose upload was cut
 * off, and the sideways GPS-tagged 4000×3000 JPEG is stored upright, at most 2560 px long,
 * without EXIF. The server refuses a text file named .jpg, anonymous and non-staff callers, and
 * gives a draft's photo to staff only.
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

/** An ID token as the desk holds it after signing in (the Auth emulator's REST sign-in). */
async function tokenOf(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...account, returnSecureToken: true }),
    },
  )
  return ((await response.json()) as { idToken: string }).idToken
}

/** The editor signed in, a new post, and its image picker open. */
async function imagePicker(page: Page) {
  await gotoHydrated(page, '/admin/')
  await page.getByLabel('Email').fill(LOCAL_EDITOR.email)
  await page.getByLabel('Password').fill(LOCAL_EDITOR.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
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
  await expect(page.getByLabel('Body (markdown)')).toHaveValue(
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
      authorization: `Bearer ${await tokenOf(LOCAL_EDITOR)}`,
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
  const writer = { authorization: `Bearer ${await tokenOf(LOCAL_WRITER)}` }
  expect((await upload(writer)).status()).toBe(403)

  // The draft's photo: not at its address without a staff token, nor by any public path.
  expect((await request.get(storedSrc)).status()).toBe(401)
  expect((await request.get(storedSrc, { headers: writer })).status()).toBe(403)
  const hash = storedSrc.split('/').pop() ?? ''
  for (const path of [`/media/${hash}.jpg`, `/.data/media/${hash}.jpg`, `/blog-media/${hash}.jpg`])
    expect((await request.get(path)).headers()['content-type'] ?? '').not.toMatch(/^image\//)
  const editor = { authorization: `Bearer ${await tokenOf(LOCAL_EDITOR)}` }
  const read = await request.get(storedSrc, { headers: editor })
  expect(read.status()).toBe(200)
  expect(read.headers()['content-type']).toBe('image/jpeg')
  expect(read.headers()['cache-control']).toMatch(/^private/)
})
