import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { waitForHydration } from './support/fixtures'
import { builtPagePaths, DIST, readBuiltPage, routeFor, staticRoutePaths } from './support/site'

/** The shape of every pre-rendered file: one root, one document, nothing spliced twice. */
test('every page has exactly one pre-rendered root and one body', { tag: '@once' }, () => {
  for (const path of builtPagePaths()) {
    const html = readBuiltPage(path)
    expect(html.match(/<div id="root"/g)?.length, path).toBe(1)
    expect(html.match(/data-server-rendered="true"/g)?.length, path).toBe(1)
    expect(html.match(/<body[\s>]/g)?.length, path).toBe(1)
    expect(html.match(/<footer[\s>]/g)?.length, path).toBe(1)
  }
})

/**
 * What the vite-react-ssg patch does (decision 0010), seen in every built page: an upgrade that
 * loses a hunk fails here. Without `preloadLinks: false` each page lists its chunks as module
 * preloads; without React's boundaries in place, parts of a page arrive as hidden <div>s moved by
 * inline scripts ($RC), invisible without JavaScript.
 */
test('every page is written by the patched renderer: boundaries in place, no preloads', {
  tag: '@once',
}, () => {
  for (const path of builtPagePaths()) {
    const html = readBuiltPage(path)
    expect(html, path).not.toMatch(/<link[^>]*rel="(modulepreload|preload)"[^>]*as="image"/)
    expect(html, path).not.toMatch(/rel="modulepreload"/)
    expect(html, path).not.toMatch(/<template id="B:|<div hidden[^>]* id="S:|\$R[A-Z]\s*[=(]/)
    expect(html, path).toMatch(/<!--\$-->/)
  }
})

/**
 * The stylesheet is inline in every page (scripts/prerender/inlineCss.ts): neither the first load nor
 * a client-side navigation fetches CSS, and no module preload competes with the first screen.
 */
test('pages carry their CSS inline and fetch none, then or on navigation', {
  tag: '@desktop',
}, async ({ page }) => {
  const stylesheets: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || request.url().endsWith('.css'))
      stylesheets.push(request.url())
  })
  const html = (await (await page.goto('/'))?.text()) ?? ''
  expect(html).toMatch(/<head>[\s\S]*<style>[\s\S]*<\/head>/)
  expect(html).not.toMatch(/<link[^>]*rel="(modulepreload|stylesheet)"(?![^>]*disabled)[^>]*>/)
  await waitForHydration(page)
  await page.getByRole('banner').getByRole('link', { name: 'About Us' }).click()
  await expect(page).toHaveURL('/about-us/')
  await expect(page.locator('h1')).toContainText('About')
  await page.waitForLoadState('networkidle')
  expect(stylesheets).toEqual([])
})

/** The source files of a folder (TypeScript, not tests), with their text. */
function sources(dir: string, skip?: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\./.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => !skip || !file.startsWith(skip))
    .map((file) => readFileSync(file, 'utf8'))
}

/** The class names written in className attributes. */
function classNames(texts: string[]): Set<string> {
  const names = new Set<string>()
  for (const text of texts)
    for (const [, quoted, template] of text.matchAll(/className=(?:"([^"]*)"|\{`([^`]*)`\})/g))
      for (const name of (quoted ?? template ?? '').split(/\s+/))
        if (/^[a-z][\w:[\]/.()%,-]*$/.test(name)) names.add(name)
  return names
}

/** Every word of the texts, as Tailwind's scanner sees candidates: split at spaces and quotes. */
function words(texts: string[]): Set<string> {
  return new Set(texts.flatMap((text) => text.split(/[\s"'`{}]+/)))
}

/** Whether a stylesheet has a rule for the class (`.mt-0`, not `.mt-0\\.5` nor `.bg-ember-500`). */
function styles(css: string, name: string): boolean {
  const escaped = name.replace(/[:[\]/.()%,]/g, (c) => `\\${c}`)
  return new RegExp(`\\.${escaped.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}(?![\\w\\\\-])`).test(css)
}

/**
 * The editors' desk brings its own utilities (src/admin/desk.css): the stylesheet every public
 * page inlines has none of the classes only the desk uses, and the desk's stylesheet has them.
 */
test('the public stylesheet leaves out the desk’s classes; the desk’s own has them', {
  tag: '@once',
}, () => {
  // Only the desk's classes that nothing else in src/ names anywhere (Tailwind's scan is wider
  // than className attributes: a class in a data module counts too).
  const rest = words(sources('src', join('src', 'admin')))
  const deskOnly = [...classNames(sources(join('src', 'admin')))].filter((name) => !rest.has(name))
  expect(deskOnly.length).toBeGreaterThan(10)
  const css = (prefix: string) => {
    const file = readdirSync(join(DIST, 'assets')).find(
      (f) => f.startsWith(prefix) && f.endsWith('.css'),
    )
    if (!file) throw new Error(`No ${prefix}*.css in dist/assets`)
    return readFileSync(join(DIST, 'assets', file), 'utf8')
  }
  const inline = readBuiltPage('/').match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? ''
  const deskCss = css('Desk-')
  const inDesk = deskOnly.filter((name) => styles(deskCss, name))
  expect(inDesk.length, 'desk-only classes the desk stylesheet styles').toBeGreaterThan(10)
  expect(inDesk.filter((name) => styles(inline, name))).toEqual([])
})

/**
 * web-vitals is the INP benchmark's (e2e/inp.bench.ts injects it into the page), never the site's:
 * no built script carries its code. Its minified build keeps these names.
 */
test('no built script contains web-vitals', { tag: '@once' }, () => {
  const scripts = readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(0)
  for (const name of scripts) {
    const text = readFileSync(join(DIST, 'assets', name), 'utf8')
    expect(text, name).not.toMatch(/durationThreshold|interactionCount|PerformanceEventTiming/)
  }
})

/**
 * A static page's description and keywords are for crawlers and reach only its pre-rendered head
 * (src/content/pages/heads.ts): no built script carries them. Its title, which client navigations
 * need, is the control: the same search finds every one.
 */
test('no built script contains the crawler text of a static page', { tag: '@once' }, () => {
  const decode = (text: string) =>
    text
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
  const texts = staticRoutePaths.flatMap((path) =>
    [
      ...readBuiltPage(path).matchAll(
        /<meta[^>]*name="(?:description|keywords)"[^>]*content="([^"]*)"/g,
      ),
    ].map((match) => decode(match[1] ?? '')),
  )
  expect(texts.length).toBeGreaterThan(staticRoutePaths.length)
  const code = readdirSync(join(DIST, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(DIST, 'assets', name), 'utf8'))
    .join('\n')
  expect(staticRoutePaths.filter((path) => !code.includes(routeFor(path).meta.title))).toEqual([])
  expect(texts.filter((text) => code.includes(text))).toEqual([])
})
