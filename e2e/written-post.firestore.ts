import { WRITTEN_POST } from './fixtures/written-post'
import { expect, gotoHydrated, test } from './support/fixtures'

/**
 * A post written in the desk, after `npm run snapshot` and a build (scripts/firestore/journey.ts
 * makes .data/journey-site): pre-rendered with its table, and its image served from the site in
 * the size the screen needs, before and after the app starts.
 */
const path = `/blog/${WRITTEN_POST.slug}/`

test.describe('without the app', () => {
  test.use({ javaScriptEnabled: false })

  test('the pre-rendered post has its table and its image, kept by the snapshot', async ({
    page,
    request,
  }) => {
    await page.goto(path)
    await expect(page.locator('h1')).toHaveText(WRITTEN_POST.title)
    const body = page.getByTestId('post-body')
    await expect(body.getByRole('table')).toHaveCount(1)
    await expect(body.getByRole('row')).toHaveCount(3)
    const image = body.getByRole('img', { name: WRITTEN_POST.imageAlt })
    await expect(image).toHaveAttribute(
      'src',
      /^\/blog-media\/body\/shade-for-a-patio-[0-9a-f]{10}-1200\.jpg$/,
    )
    await expect(image).toHaveAttribute('srcset', /480w, .*800w, .*1200w$/)
    await expect(image).toHaveAttribute('width', '1200')
    await expect(image).toHaveAttribute('loading', 'lazy')
    await image.scrollIntoViewIfNeeded()
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    for (const candidate of ((await image.getAttribute('srcset')) ?? '').split(', ')) {
      const response = await request.get(candidate.split(' ')[0] ?? '')
      expect(response.status(), candidate).toBe(200)
      expect(response.headers()['content-type']).toBe('image/webp')
    }
  })
})

test('the same page hydrates with the same image', async ({ page }) => {
  await gotoHydrated(page, path)
  const image = page.getByTestId('post-body').getByRole('img', { name: WRITTEN_POST.imageAlt })
  await expect(image).toHaveAttribute('src', /^\/blog-media\/body\//)
})
