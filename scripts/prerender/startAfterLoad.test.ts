import { describe, expect, it } from 'vitest'
import { ENTRY, MAIN_IMAGE, runLoader } from './loaderHarness'
import { loaderCode, loaderElement, startAfterLoad } from './startAfterLoad'

const page = (head: string) =>
  `<!DOCTYPE html><html><head><title>x</title>${head}</head><body><main>Hi</main></body></html>`

describe('startAfterLoad', () => {
  it('replaces the entry module tag with an inline loader of the same entry', () => {
    const html = startAfterLoad(
      page('<script type="module" crossorigin src="/assets/abc.js"></script>'),
    )
    expect(html).not.toContain('src="/assets/abc.js"')
    expect(html).toContain(`<script data-entry="/assets/abc.js">${loaderCode()}</script>`)
    expect(loaderElement('/assets/abc.js')).toMatch(/^<script data-entry="\/assets\/abc\.js">/)
  })

  it('is one small classic script, the same on every page, importing nothing else', () => {
    const code = loaderCode()
    // 2989 bytes before the first-touch refinement (decision 0015), 3084 after.
    expect(code.length).toBeLessThan(3100)
    expect(code).not.toMatch(/^\s*import |\bexport\b|<\/script/)
    expect(code.match(/\bimport\(/g)).toHaveLength(1)
  })

  it('refuses a page with no entry, or with two', () => {
    expect(() => startAfterLoad(page(''))).toThrow(/found 0/)
    const tag = '<script type="module" crossorigin src="/assets/a.js"></script>'
    expect(() => startAfterLoad(page(tag + tag))).toThrow(/found 2/)
  })
})

describe('when the loader starts the app', () => {
  it('waits for load and the paint of the main image, then imports the entry once', () => {
    const tab = runLoader({ readyState: 'interactive' })
    tab.fire('load')
    tab.paint({ tag: 'h1' })
    tab.soonTimers()
    expect(tab.imported).toEqual([])
    tab.paint(MAIN_IMAGE)
    tab.soonTimers()
    expect(tab.imported).toEqual([ENTRY])
    tab.lastResort()
    expect(tab.imported).toEqual([ENTRY])
  })

  it('takes a paint reported before load into account (buffered)', () => {
    const tab = runLoader()
    tab.buffered.push({ element: MAIN_IMAGE })
    tab.fire('load')
    tab.soonTimers()
    expect(tab.imported).toEqual([ENTRY])
  })

  it('on a page without a main image, starts after the first reported paint', () => {
    const tab = runLoader({ readyState: 'complete', image: false })
    expect(tab.imported).toEqual([])
    tab.paint({ tag: 'h1' })
    tab.soonTimers()
    expect(tab.imported).toEqual([ENTRY])
  })

  it('starts after a while when the main image is never the largest paint', () => {
    const tab = runLoader({ readyState: 'complete' })
    tab.paint({ tag: 'h1' })
    tab.soonTimers()
    expect(tab.imported).toEqual([])
    tab.lastResort()
    expect(tab.imported).toEqual([ENTRY])
  })

  it('without paint reports, starts on the frame after load', () => {
    const tab = runLoader({ readyState: 'complete', lcp: false })
    tab.soonTimers()
    expect(tab.imported).toEqual([])
    tab.frame()
    tab.soonTimers()
    expect(tab.imported).toEqual([ENTRY])
  })

  it('starts after a few seconds even when the page never finishes loading', () => {
    const tab = runLoader()
    tab.soonTimers()
    tab.lastResort()
    expect(tab.imported).toEqual([])
    tab.startLimit()
    expect(tab.imported).toEqual([ENTRY])
    tab.fire('load')
    tab.paint(MAIN_IMAGE)
    tab.soonTimers()
    expect(tab.imported).toEqual([ENTRY])
  })

  it('starts at once when the visitor taps or types before the page has loaded', () => {
    for (const event of ['pointerdown', 'keydown', 'focusin', 'touchstart']) {
      const tab = runLoader()
      tab.fire(event)
      expect(tab.imported, event).toEqual([ENTRY])
      tab.fire('load')
      tab.paint(MAIN_IMAGE)
      tab.soonTimers()
      tab.lastResort()
      expect(tab.imported, event).toEqual([ENTRY])
    }
  })
})
