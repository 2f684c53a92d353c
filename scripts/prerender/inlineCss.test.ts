import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createCssInliner } from './inlineCss'

function outDirWith(css: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'inline-css-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'assets', 'app.css'), css)
  return dir
}

describe('createCssInliner', () => {
  it('inlines the stylesheet, fonts preloaded first, the link kept disabled for Vite', () => {
    const css =
      '@font-face{font-family:Inter;src:url(/assets/inter.woff2) format("woff2")}a{content:"$&"}'
    const inline = createCssInliner(outDirWith(css))
    const html =
      '<head><title>x</title><link rel="stylesheet" crossorigin href="/assets/app.css"></head>'
    expect(inline(html)).toBe(
      `<head><title>x</title><link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter.woff2"><style>${css}</style><link rel="stylesheet" href="/assets/app.css" disabled></head>`,
    )
  })

  it('refuses a stylesheet that would close its own <style> element', () => {
    const inline = createCssInliner(outDirWith('a::after{content:"</style>"}'))
    expect(() => inline('<link rel="stylesheet" href="/assets/app.css">')).toThrow(/<\/style/)
  })
})
