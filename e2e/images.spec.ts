import { imageKeys } from '../src/assets/images/keys'
import { expect, test } from './support/fixtures'
import { servePictureFixture } from './support/pictures'

/**
 * The responsive image pipeline end to end: the registry's images built into AVIF and WebP by the
 * site's Vite plugin, rendered by <Picture> on a test page, served with the site's hosting rules.
 */
const once = { tag: '@once' }

test.describe('responsive images', () => {
  // One build for the file; a cold image cache encodes every rendition, which takes minutes.
  test.describe.configure({ mode: 'serial', timeout: 600_000 })
  let server: Awaited<ReturnType<typeof servePictureFixture>> | undefined

  test.beforeAll(async () => {
    test.setTimeout(600_000)
    server = await servePictureFixture()
  })
  test.afterAll(async () => {
    await server?.close()
  })

  test('every URL of every srcset answers 200 with its format', once, async ({ page, request }) => {
    if (!server) throw new Error('the picture page is not served')
    await page.goto(`${server.url}/`)
    await expect(page.locator('picture')).toHaveCount(imageKeys.length)
    const found = await page.locator('picture').evaluateAll((pictures) =>
      pictures.map((p) => ({
        sources: [...p.querySelectorAll('source')].map((s) => ({
          type: s.getAttribute('type') ?? '',
          srcset: s.getAttribute('srcset') ?? '',
        })),
        src: p.querySelector('img')?.getAttribute('src') ?? '',
      })),
    )
    const checks: { url: string; type: string }[] = []
    for (const picture of found) {
      expect(picture.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp'])
      for (const source of picture.sources) {
        const candidates = source.srcset.split(',').map((c) => c.trim().split(/\s+/))
        expect(candidates.length).toBeGreaterThanOrEqual(2)
        for (const [url, width] of candidates) {
          expect(width).toMatch(/^\d+w$/)
          expect(url).toMatch(/^\/assets\/[\w-]+\.(avif|webp)$/)
          checks.push({ url: url as string, type: source.type })
        }
      }
      checks.push({ url: picture.src, type: 'image/webp' })
    }
    for (const { url, type } of checks) {
      const response = await request.get(`${server.url}${url}`)
      expect(response.status(), url).toBe(200)
      expect(response.headers()['content-type'], url).toBe(type)
      const body = await response.body()
      expect(body.byteLength, url).toBeGreaterThan(1000)
    }
  })

  test('the browser shows each image, picking AVIF', once, async ({ page }) => {
    if (!server) throw new Error('the picture page is not served')
    await page.goto(`${server.url}/`)
    const hero = page.locator('[data-key="heroBackyard"] img')
    await expect(hero).toHaveAttribute('fetchpriority', 'high')
    await expect(hero).toHaveAttribute('loading', 'eager')
    for (const key of imageKeys) {
      const img = page.locator(`[data-key="${key}"] img`)
      await img.scrollIntoViewIfNeeded()
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), {
          message: key,
        })
        .toBe(true)
      expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc), key).toMatch(/\.avif$/)
      if (key !== 'heroBackyard') await expect(img).toHaveAttribute('loading', 'lazy')
    }
  })
})
