// The whole stylesheet inline in every page, not beasties' critical subset; the original link stays
// `disabled` so Vite's lazy-chunk loader finds it (docs/decisions/0003-start-up-loader.md).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/assets\/[^"]+\.css)"[^>]*>/g

function fontPreloads(css: string): string {
  const fonts = new Set(css.match(/\/assets\/[^)"'\s]+\.woff2/g) ?? [])
  return [...fonts]
    .map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`)
    .join('')
}

export function createCssInliner(outDir: string) {
  const inlined = new Map<string, string>()
  const read = (href: string): string => {
    let tags = inlined.get(href)
    if (tags === undefined) {
      const css = readFileSync(join(outDir, href), 'utf8').trim()
      if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style": cannot inline it`)
      tags = `${fontPreloads(css)}<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`
      inlined.set(href, tags)
    }
    return tags
  }
  return (html: string): string => html.replace(STYLESHEET, (_tag, href: string) => read(href))
}
