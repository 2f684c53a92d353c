import type { Page } from '@playwright/test'
import { CONTROL_POST, HOSTILE_POSTS } from './fixtures/hostile-posts'
import { expect, gotoHydrated, test, waitForHydration } from './support/fixtures'

/**
 * Hostile markdown through the real pipeline: Firestore (emulator) → snapshot script → build →
 * pre-rendered page. Run by `npm run test:firestore`, whose journey phase makes .data/journey-site.
 * The CSP is bypassed on purpose: the sanitiser alone must hold; the CSP is a second wall.
 */
test.use({ bypassCSP: true })

type Census = { problems: string[]; counts: Record<string, number>; pwned: string }

/** Everything dangerous in the post body, plus document-wide counts to compare with the control. */
function census(page: Page): Promise<Census> {
  return page.evaluate(() => {
    const FORBIDDEN = new Set(
      'script iframe frame frameset object embed style link meta base form button input textarea select svg math template noscript'.split(
        ' ',
      ),
    )
    const URL_ATTRS = new Set([
      'href',
      'src',
      'action',
      'formaction',
      'xlink:href',
      'data',
      'poster',
    ])
    const problems: string[] = []
    const body = document.querySelector('[data-testid="post-body"]')
    if (!body) return { problems: ['no post body'], counts: {}, pwned: 'n/a' }
    for (const element of body.querySelectorAll('*')) {
      const tag = element.localName
      if (FORBIDDEN.has(tag)) problems.push(`<${tag}>`)
      for (const { name, value } of Array.from(element.attributes)) {
        if (/^on/i.test(name)) problems.push(`${tag}[${name}]`)
        if (name === 'style' || name === 'srcdoc') problems.push(`${tag}[${name}]`)
        if (URL_ATTRS.has(name) && /^\s*(javascript|vbscript|data):/i.test(value))
          problems.push(`${tag}[${name}=${value.slice(0, 20)}]`)
        if ((name === 'id' || name === 'name') && !value.startsWith('user-content-'))
          problems.push(`${tag}[${name}=${value}] (clobbering)`)
      }
    }
    const counts: Record<string, number> = {}
    for (const tag of [
      'script',
      'style',
      'iframe',
      'object',
      'embed',
      'link',
      'meta',
      'base',
      'svg',
    ])
      counts[tag] = document.getElementsByTagName(tag).length
    return { problems, counts, pwned: typeof (window as { __pwned?: unknown }).__pwned }
  })
}

let control: Census['counts'] | undefined

test.beforeAll(async ({ browser }, testInfo) => {
  const { baseURL } = testInfo.project.use
  const page = await browser.newPage({ bypassCSP: true, baseURL })
  await page.goto(`/blog/${CONTROL_POST.slug}/`)
  await waitForHydration(page)
  const result = await census(page)
  expect(result.problems).toEqual([])
  control = result.counts
  await page.close()
})

test('the corpus holds at least 20 attacks', () => {
  expect(HOSTILE_POSTS.length).toBeGreaterThanOrEqual(20)
})

for (const post of HOSTILE_POSTS) {
  const sentinel = post.content.split('\n\n').at(-1) ?? ''

  test(`${post.slug}: pre-rendered and hydrated, nothing dangerous survives`, async ({
    page,
    browser,
    baseURL,
    consoleGuard,
  }) => {
    // Images the attacks point at do not exist; their 404s are expected, nothing else is.
    consoleGuard.allow(/Failed to load resource/)
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const path = `/blog/${post.slug}/`

    // The pre-rendered page, as a crawler or a visitor without JavaScript gets it.
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      bypassCSP: true,
      baseURL,
    })
    const staticPage = await noScript.newPage()
    const response = await staticPage.goto(path)
    expect(response?.status()).toBe(200)
    await expect(staticPage.getByTestId('post-body')).toContainText(sentinel)
    const prerendered = await census(staticPage)
    expect(prerendered.problems, 'dangerous markup in the pre-rendered post').toEqual([])
    await noScript.close()

    // The hydrated page: no script ran, no dialog opened, nothing was added around the post.
    await gotoHydrated(page, path)
    await expect(page.locator('h1')).toHaveText(post.title)
    const body = page.getByTestId('post-body')
    await expect(body).toContainText(sentinel)
    const links = body.getByText('click me')
    if (await links.count()) await links.first().click()
    await page.waitForTimeout(300)
    expect(page.url()).toMatch(/^http:\/\/localhost:\d+\//)
    const hydrated = await census(page)
    expect(hydrated.problems, 'dangerous markup in the hydrated post').toEqual([])
    expect(hydrated.pwned, 'a hostile script ran or clobbered window.__pwned').toBe('undefined')
    expect(hydrated.counts, 'elements added outside the post body').toEqual(control)
    expect(dialogs).toEqual([])
  })
}
