import { axeViolations } from './support/axe'
import { expect, gotoHydrated, test } from './support/fixtures'
import { builtPagePaths, readBuiltPage } from './support/site'

/**
 * The editors' desk as hosting serves it, in the plain build (no Firebase settings): a noindex
 * shell at /admin/ that every deeper /admin/ path answers, with its own headers, kept out of
 * robots.txt's allowance, the sitemap and the public page lists. The desk itself is tested
 * against the emulators (e2e/desk.firestore.ts).
 */
const once = { tag: '@once' }

test('/admin/ is a pre-rendered noindex shell with no site header or footer', once, () => {
  const html = readBuiltPage('/admin/')
  expect(html).toMatch(/<meta[^>]*name="robots"[^>]*content="noindex, nofollow"/)
  expect(html).toContain('Opening the desk…')
  expect(html).not.toMatch(/<footer[\s>]|<header[\s>]/)
  expect(builtPagePaths()).not.toContain('/admin/')
})

test(
  'deep links inside /admin/ are answered by the shell, with the desk’s headers',
  once,
  async ({ request }) => {
    for (const path of ['/admin/', '/admin/new/', '/admin/edit/some-post-id/']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(200)
      expect(await response.text()).toContain('Opening the desk…')
      const headers = response.headers()
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin-allow-popups')
      expect(headers['x-robots-tag'], path).toBe('noindex, nofollow')
      const policy = headers['content-security-policy'] ?? ''
      for (const origin of [
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://firestore.googleapis.com',
      ])
        expect(policy, path).toContain(origin)
      // Photos go through /api/media (decision 0019): the desk never talks to Storage.
      expect(policy, path).not.toContain('firebasestorage')
      expect(policy).toContain("frame-ancestors 'none'")
    }
    // Public pages keep theirs.
    const home = (await request.get('/')).headers()
    expect(home['cross-origin-opener-policy']).toBe('same-origin')
    expect(home['content-security-policy']).not.toContain('identitytoolkit')
    expect(home['x-robots-tag']).toBeUndefined()
  },
)

test('robots.txt disallows /admin/ and the sitemap leaves it out', once, async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toMatch(/^Disallow: \/admin\/$/m)
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin')
})

test('without Firebase settings the desk says so, accessibly', async ({ page }) => {
  await gotoHydrated(page, '/admin/')
  await expect(page.getByText(/This build has no Firebase settings/)).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})
