/**
 * The app's code starts once the first screen has loaded and painted, not while it loads.
 *
 * vite-react-ssg writes `<script type="module" src="/assets/<entry>.js">` into every page's head.
 * The browser would request it (and every chunk it imports, ~105 KB gzip on the home page) while
 * it is still fetching the hero image and the fonts, and on a phone's link they share the
 * bandwidth: measured with Lighthouse (mobile, slow 4G), the home page's LCP was 1.9 s against
 * 1.4 s for the same HTML with no script at all (`npm run bench:lcp`).
 *
 * So the tag becomes the start-up loader, src/app/startup.ts: a typed module that lint, typecheck
 * and unit tests cover, bundled here once per build into a small classic script and inlined into
 * every page with the entry's URL on the element (`data-entry`). The page's policy allows it by
 * hash like every other inline script (./csp.ts); its code is the same on every page.
 */
import { fileURLToPath } from 'node:url'
import { buildSync } from 'esbuild'

// The one entry tag Vite writes into index.html, as the patched renderer passes it through
// (decision 0010: kept, the template's tag is Vite's own and a pattern is the whole of the work).
const ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g
const SOURCE = fileURLToPath(new URL('../../src/app/startup.inline.ts', import.meta.url))

let compiled: string | undefined

/** The loader's code, bundled and minified once per process. */
export function loaderCode(): string {
  if (compiled === undefined) {
    const result = buildSync({
      entryPoints: [SOURCE],
      bundle: true,
      format: 'iife',
      minify: true,
      // The browsers the site supports all have optional chaining and dynamic import.
      target: 'es2020',
      legalComments: 'none',
      write: false,
    })
    const text = result.outputFiles[0]?.text.trim() ?? ''
    // Inline, "</script" would end the element early; the code has no reason to contain it.
    if (!text || /<\/script/i.test(text)) throw new Error('The start-up loader did not bundle')
    compiled = text
  }
  return compiled
}

/** The inline element that replaces the entry module tag. */
export function loaderElement(entry: string): string {
  return `<script data-entry="${entry}">${loaderCode()}</script>`
}

/** Replaces vite-react-ssg's entry module tag with the loader. A page without one is an error. */
export function startAfterLoad(html: string): string {
  let found = 0
  const out = html.replace(ENTRY, (_tag, entry: string) => {
    found++
    return loaderElement(entry)
  })
  if (found !== 1) throw new Error(`Expected one entry module script in the page, found ${found}`)
  return out
}
