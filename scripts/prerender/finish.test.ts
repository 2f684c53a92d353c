import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { missingPages, pageProblem } from './finish'

const ROOT = '<div id="root" data-server-rendered="true">'
const DATA = '<script>window.__staticRouterHydrationData = JSON.parse("{}");</script>'
const page = (head: string, root: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8">${head}</head><body>${ROOT}${root}</div></body></html>`

describe('pageProblem', () => {
  it('passes a page with a title and something rendered in its root', () => {
    expect(pageProblem(page('<title data-rh="true">FAQ</title>', `<main>FAQ</main>${DATA}`))).toBe(
      null,
    )
  })

  it('names what a page that must not ship lacks', () => {
    expect(pageProblem(null)).toBe('no index.html')
    expect(pageProblem(page('', '<main>FAQ</main>'))).toBe('no <title>')
    expect(pageProblem(page('<title> </title>', '<main>FAQ</main>'))).toBe('no <title>')
    // An SVG's title in the body is no page title.
    expect(pageProblem(page('', '<svg><title>Raleigh</title></svg>'))).toBe('no <title>')
    expect(pageProblem(page('<title>FAQ</title>', DATA))).toBe('an empty root')
    expect(pageProblem(page('<title>FAQ</title>', ''))).toBe('an empty root')
    expect(pageProblem('<html><head><title>FAQ</title></head><body></body></html>')).toBe(
      'no pre-rendered root',
    )
  })
})

describe('missingPages', () => {
  it('names each path whose page is missing or empty, with its document', () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'))
    const write = (path: string, html: string) => {
      mkdirSync(join(dist, path), { recursive: true })
      writeFileSync(join(dist, path, 'index.html'), html)
    }
    write('/', page('<title>Home</title>', '<main>Home</main>'))
    write('/portfolio/project-spotlight/', page('', DATA))
    expect(
      missingPages(dist, ['/', '/portfolio/project-spotlight/', '/portfolio/garden-retreat/']),
    ).toEqual([
      expect.stringMatching(
        /^\/portfolio\/project-spotlight\/ \(projects\/.* in snapshots\/projects\.json\): no <title>$/,
      ),
      '/portfolio/garden-retreat/ (projects/garden-retreat in snapshots/projects.json): no index.html',
    ])
  })
})
