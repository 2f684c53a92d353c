import { expect, test } from '@playwright/test'
import { waitForHydration } from './support/fixtures'
import { builtPagePaths, readBuiltPage } from './support/site'

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
 * The stylesheet is inline in every page (scripts/build/inlineCss.ts): neither the first load nor
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
