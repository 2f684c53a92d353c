import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { JOURNEY_PROJECT, NEW_PHONE, OLD_PHONE, PROJECT_PREVIEW_TEXT } from './fixtures/journey'
import { PHONE } from './support/emulators'
import { expect, gotoHydrated, test } from './support/fixtures'

/**
 * The built half of the journey of issue 26: the site snapshotted and built from what
 * e2e/journey-desk.firestore.ts left in the emulator (.data/journey-site, phase `journey` of
 * scripts/firestore/run-tests.ts), read as files and opened at 390 px.
 */
const DIST = '.data/journey-site/dist'
const PAGE = `/portfolio/${JOURNEY_PROJECT.slug}/`

test.use({ ...PHONE })

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  )
const pages = files(DIST).filter((file) => file.endsWith('.html'))
const html = (path: string) => readFileSync(join(DIST, path, 'index.html'), 'utf8')

/** Every `telephone` anywhere in the page's JSON-LD blocks. */
function ldTelephones(text: string): string[] {
  const found: string[] = []
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'telephone') found.push(String(inner))
        walk(inner)
      }
  }
  for (const [, json] of text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs))
    walk(JSON.parse(json ?? 'null'))
  return found
}

const visibleText = (text: string) =>
  text
    .replace(/<(script|style|template)\b.*?<\/\1>/gs, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\s+/g, ' ')

test('the project page is pre-rendered with responsive photos and the before/after slider', () => {
  const text = html(PAGE)
  expect(text).toContain(JOURNEY_PROJECT.title)
  const srcsets = [...text.matchAll(/srcset="([^"]+)"/gi)].map(([, value]) => value ?? '')
  const variants = srcsets.filter((value) => value.includes('/content-media/'))
  expect(variants.length, 'srcsets of the uploaded photos').toBeGreaterThanOrEqual(3)
  for (const srcset of variants)
    for (const candidate of srcset.split(',')) {
      const [url, width] = candidate.trim().split(/\s+/)
      expect(width).toMatch(/^\d+w$/)
      expect(files(DIST), `${url} is in the build`).toContain(join(DIST, url ?? ''))
    }
  expect(text).toMatch(/class="[^"]*before-after/)
  expect(text).toContain('The old deck: grey boards, split rails')
})

test('the Cary page and the decks service page link to it; the sitemap lists it', async ({
  request,
}) => {
  for (const path of [
    `/service-areas/${JOURNEY_PROJECT.city}/`,
    `/services/${JOURNEY_PROJECT.service}/`,
  ])
    expect(html(path), path).toContain(`href="${PAGE}"`)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${PAGE}</loc>`))
})

test('every built page shows, dials and describes the new number; the old one is nowhere', () => {
  expect(pages.length).toBeGreaterThan(20)
  const showing: string[] = []
  for (const file of pages) {
    const text = readFileSync(file, 'utf8')
    const page = relative(DIST, file)
    const tels = [...text.matchAll(/href="tel:([^"]*)"/g)].map(([, tel]) => tel)
    for (const tel of tels) expect(tel, page).toBe(NEW_PHONE.tel)
    for (const tel of ldTelephones(text)) expect(tel, page).toBe(NEW_PHONE.tel)
    if (tels.length) {
      expect(visibleText(text), page).toContain(NEW_PHONE.display)
      showing.push(page)
    }
  }
  // Only the desk's pages carry no number.
  const silent = pages.map((file) => relative(DIST, file)).filter((page) => !showing.includes(page))
  expect(silent.filter((page) => !page.startsWith('admin/'))).toEqual([])
  const digits = OLD_PHONE.tel.slice(-7)
  for (const file of files(DIST).filter((f) => /\.(html|js|json|xml|txt)$/.test(f))) {
    // The desk's facts form and its schema give the committed number as their format examples.
    const text = readFileSync(file, 'utf8')
      .replaceAll(`e.g. ${OLD_PHONE.display}.`, '')
      .replaceAll(`e.g. ${OLD_PHONE.tel}.`, '')
      .replaceAll(`E.164, as ${OLD_PHONE.tel}`, '')
    expect(text.includes(OLD_PHONE.display) || text.includes(digits), relative(DIST, file)).toBe(
      false,
    )
  }
})

test('at 390 px the project page hydrates: the slider and the cover photo', async ({ page }) => {
  await gotoHydrated(page, PAGE)
  const slider = page.getByRole('slider', { name: /Before and after/ })
  await expect(slider).toBeVisible()
  const cover = page.locator('img[src^="/content-media/"]').first()
  await expect(cover).toHaveJSProperty('complete', true)
  expect(await cover.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
  await expect(page.getByRole('link', { name: NEW_PHONE.display }).first()).toBeVisible()
})

test('the built project page shows the text the desk’s preview showed before publishing', async ({
  page,
}) => {
  await gotoHydrated(page, PAGE)
  // The parts below the first screen hydrate in view: each is brought there once.
  const slider = page.getByRole('slider', { name: /Before and after/ })
  await slider.scrollIntoViewIfNeeded()
  await expect(slider).toBeVisible()
  const words = (text: string) => text.replace(/\s+/g, ' ').trim()
  const preview = words(readFileSync(PROJECT_PREVIEW_TEXT, 'utf8'))
  expect(preview).toContain('We rebuilt it with wide steps.')
  expect(words(await page.locator('main').innerText())).toBe(preview)
})
