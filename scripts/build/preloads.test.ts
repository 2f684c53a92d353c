import { describe, expect, it } from 'vitest'
import { dropPreloads } from './preloads'

describe('dropPreloads', () => {
  it('drops module and image preloads, keeps fonts, stylesheets and the entry script', () => {
    const html = [
      '<head>',
      '<link rel="modulepreload" crossorigin href="/assets/a.js">',
      '<link rel="preload" as="image" href="/assets/hero.avif">',
      '<link rel="preload" as="font" crossorigin="anonymous" href="/assets/inter.woff2">',
      '<link rel="stylesheet" href="/assets/app.css">',
      '<script type="module" crossorigin src="/assets/entry.js"></script>',
      '</head>',
    ].join('')
    expect(dropPreloads(html)).toBe(
      '<head><link rel="preload" as="font" crossorigin="anonymous" href="/assets/inter.woff2"><link rel="stylesheet" href="/assets/app.css"><script type="module" crossorigin src="/assets/entry.js"></script></head>',
    )
  })
})
