import { describe, expect, it } from 'vitest'
import { stripScripts } from './noscript'

describe('stripScripts', () => {
  it('removes module, inline and JSON-LD scripts and module preloads, and nothing else', () => {
    const html = [
      '<head><link rel="modulepreload" crossorigin href="/assets/a.js">',
      '<link rel="stylesheet" href="/assets/a.css">',
      '<script type="module" crossorigin src="/assets/b.js"></script>',
      '<script type="application/ld+json">{"a":"<\\/x>"}</script></head>',
      '<body><h1>Title</h1><script>window.__x = 1</script ><p>after</p></body>',
    ].join('')
    expect(stripScripts(html)).toBe(
      '<head><link rel="stylesheet" href="/assets/a.css"></head><body><h1>Title</h1><p>after</p></body>',
    )
  })
})
