/**
 * The whole stylesheet, inlined in every page's <head> in place of its <link rel="stylesheet">,
 * with the font files it names preloaded ahead of it.
 *
 * Why whole and not "critical" CSS (beasties, vite-react-ssg's default): Tailwind's output for this
 * site is ~44 KB (~8.6 KB gzip). The critical subset beasties kept for a pre-rendered page was
 * ~25 KB of it, and the full file still had to load afterwards and restyle the page: two parses,
 * two style passes over the same DOM (a ~70 ms long task on Lighthouse's throttled phone) and one
 * more request. Inlined whole, the first paint needs nothing but the HTML, the font fallbacks are
 * there from the first byte, and client-side navigation never waits for CSS. The cost, the same
 * ~8.6 KB gzip in every page, is less than one round trip's worth of data on slow 4G.
 *
 * The original link stays, `disabled` (a disabled stylesheet link is never fetched): Vite's
 * loader for lazy chunks lists the stylesheet among their dependencies and adds a <link> for it
 * unless the document already has one with that href. Without the marker the first client-side
 * navigation would download the same CSS again, and after a deploy ask for a file that is gone.
 */
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
