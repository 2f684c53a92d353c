import { describe, expect, it } from 'vitest'
import { budgetsFor, checkFirstLoad } from './budgets'
import { bytesByKind, type FirstLoad, inlineCss } from './firstLoad'

const budgets = { script: 100, stylesheet: 50, font: 200, image: 300 }

function load(overrides: Partial<FirstLoad> = {}): FirstLoad {
  return {
    scripts: [{ url: 'http://x/a.js', gzipBytes: 60, firebase: false, desk: [] }],
    resources: [
      { url: 'http://x/a.js', kind: 'script', bytes: 60 },
      { url: 'http://x/b.js', kind: 'script', bytes: 40 },
      { url: 'http://x/f.woff2', kind: 'font', bytes: 150 },
      { url: 'http://x/h.avif', kind: 'image', bytes: 300 },
    ],
    inlineCssBytes: 50,
    renderBlocking: [],
    ...overrides,
  }
}

describe('bytesByKind', () => {
  it('sums each kind, inline styles counted as CSS', () => {
    expect(bytesByKind(load())).toEqual({ script: 100, stylesheet: 50, font: 150, image: 300 })
  })
})

describe('inlineCss', () => {
  it('compresses the style elements of a document, and nothing else', () => {
    const css = 'body{margin:0}'.repeat(50)
    const html = `<head><style>${css}</style><script>var a=1</script></head><body><p>x</p></body>`
    const alone = inlineCss(`<style media="all">${css}</style>`)
    expect(inlineCss(html)).toBe(alone)
    expect(alone).toBeGreaterThan(0)
    expect(alone).toBeLessThan(css.length)
    expect(inlineCss('<p>no styles</p>')).toBe(0)
  })
})

describe('checkFirstLoad', () => {
  it('passes a load within every budget (a budget is a maximum)', () => {
    expect(checkFirstLoad('/', load(), budgets)).toEqual([])
  })

  it('names each kind over its budget', () => {
    const heavy = load({ inlineCssBytes: 51 })
    heavy.resources.push({ url: 'http://x/i.webp', kind: 'image', bytes: 1 })
    expect(checkFirstLoad('/', heavy, budgets)).toEqual([
      'CSS in the first load of /: 51 B > 50 B',
      'images in the first load of /: 301 B > 300 B',
    ])
  })

  it('fails Firebase code and every render-blocking request', () => {
    const bad = load({
      scripts: [{ url: 'http://x/fb.js', gzipBytes: 60, firebase: true, desk: [] }],
      renderBlocking: ['http://x/a.css'],
    })
    expect(checkFirstLoad('/blog/', bad, budgets)).toEqual([
      'Firebase code in the first load of /blog/: http://x/fb.js',
      'render-blocking request in /blog/: http://x/a.css',
    ])
  })
})

describe('budgetsFor', () => {
  it('keeps the JavaScript budget of its pages, and gives the others their own', () => {
    expect(budgetsFor('/').script).toBe(105 * 1024)
    expect(budgetsFor('/contact-us/').script).toBe(120 * 1024)
    expect(budgetsFor('/contact-us/').image).toBe(budgetsFor('/').image)
  })
})
