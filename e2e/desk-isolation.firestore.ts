import { DESK_SIGNATURES, type DeskCode, firstLoadScripts } from '../scripts/audit/firstLoad'
import { expect, test } from './support/fixtures'
import { posts } from './support/site'

/**
 * The desk's code never loads on a public page. Measured as the budgets measure a first load
 * (every script requested until the page is idle, scripts/audit/firstLoad.ts), in the build
 * configured for Firebase, where the blog pages do load Firestore Lite for their reads: `/`, a
 * pre-rendered post and the post shell (a slug the build does not know) carry no Auth, no
 * Firestore write and no editor code. The desk's own first load carries all three, which shows
 * the signatures still match what they look for.
 */
const ALL = Object.keys(DESK_SIGNATURES) as DeskCode[]
const post = posts[0]
if (!post) throw new Error('The committed snapshot has no posts')

for (const path of ['/', `/blog/${post.slug}/`, '/blog/a-post-newer-than-the-build/']) {
  test(`the first load of ${path} carries no desk code`, async ({ baseURL }) => {
    const scripts = await firstLoadScripts(baseURL ?? '', path, 'phone')
    expect(scripts.length, 'scripts measured').toBeGreaterThan(0)
    const found = scripts.filter((s) => s.desk.length).map((s) => `${s.url}: ${s.desk.join(', ')}`)
    expect(found).toEqual([])
  })
}

test('the desk’s first load carries Auth, Firestore writes and the editor', async ({ baseURL }) => {
  const scripts = await firstLoadScripts(baseURL ?? '', '/admin/', 'desktop', '#email')
  const found = new Set(scripts.flatMap((s) => s.desk))
  expect([...found].sort()).toEqual([...ALL].sort())
})
