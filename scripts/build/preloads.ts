/**
 * vite-react-ssg writes a <link rel="modulepreload"> for every chunk reachable from the modules a
 * page rendered, following dynamic imports too. That drags chunks a page may never need into its
 * first load: every other page once anything imports the route table, and the Firebase SDK
 * because the shell can lazily start analytics. Here each page keeps exactly what it runs at
 * start: the static-import closure of the app entry, the layout and its own page module, plus
 * react-dom's client, which the entry imports dynamically but always needs to hydrate.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

export type Manifest = Record<string, ManifestChunk>

export const APP_ENTRY = 'index.html'
export const LAYOUT_ENTRY = 'src/app/Layout.tsx'

/** Files (as /assets/… URLs) of the given manifest keys and everything they import statically. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const files = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`No chunk "${key}" in the build manifest`)
    files.add(`/${chunk.file}`)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return files
}

/** The chunks a page needs at start, given its page module's source path. */
export function startupChunks(manifest: Manifest, pageEntry: string): Set<string> {
  const hydrate = (manifest[APP_ENTRY]?.dynamicImports ?? []).filter((key) =>
    key.includes('react-dom/client'),
  )
  return staticClosure(manifest, [APP_ENTRY, LAYOUT_ENTRY, pageEntry, ...hydrate])
}

const PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g
/**
 * vite-react-ssg also preloads every image asset of those chunks: with the image registry that is
 * every image of the site on every page. Images load from their own <img>/<picture> (the LCP one
 * eagerly, with fetchpriority=high), so these preloads only compete with what the page needs.
 */
const IMAGE_PRELOAD = /<link\b[^>]*\brel="preload"[^>]*\bas="image"[^>]*>/g

/** Drops the modulepreload links that are not in `keep`, and adds the missing ones. */
export function prunePreloads(html: string, keep: Set<string>): string {
  const present = new Set<string>()
  const pruned = html.replace(IMAGE_PRELOAD, '').replace(PRELOAD, (tag) => {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1] ?? ''
    if (!keep.has(href)) return ''
    present.add(href)
    return tag
  })
  const missing = [...keep].filter(
    (href) => !present.has(href) && !pruned.includes(`src="${href}"`) && href.endsWith('.js'),
  )
  const links = missing
    .map((href) => `<link rel="modulepreload" crossorigin="" href="${href}">`)
    .join('')
  return pruned.replace('</head>', `${links}</head>`)
}

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
}
