// The entry module tag becomes the start-up loader, so the app's code waits for the first screen
// (docs/decisions/0003-start-up-loader.md).
import { fileURLToPath } from 'node:url'
import { buildSync } from 'esbuild'

// The one entry tag Vite writes into index.html, which the patched renderer passes through
// (docs/decisions/0010-patched-vite-react-ssg.md).
const ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g
const SOURCE = fileURLToPath(new URL('../../src/app/startup.inline.ts', import.meta.url))

let compiled: string | undefined

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

export function loaderElement(entry: string): string {
  return `<script data-entry="${entry}">${loaderCode()}</script>`
}

export function startAfterLoad(html: string): string {
  let found = 0
  const out = html.replace(ENTRY, (_tag, entry: string) => {
    found++
    return loaderElement(entry)
  })
  if (found !== 1) throw new Error(`Expected one entry module script in the page, found ${found}`)
  return out
}
