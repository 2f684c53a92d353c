/**
 * Per-page hooks of the build (vite-react-ssg's onPageRendered):
 * - notes every page it renders, so the sitemap lists exactly what was built: pages whose route
 *   says `sitemap: true`, that are indexable and that are their own canonical URL;
 * - inlines critical CSS, once per template (see critical.ts; vite-react-ssg's own pass is off);
 * - drops the modulepreload links vite-react-ssg adds for chunks that a page only imports later,
 *   on demand (the Firestore SDK and the markdown renderer): they must not weigh on first load.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { matchRoutes, type RouteObject } from 'react-router-dom'
import { createCriticalCss } from './critical.ts'

export interface BuiltPage {
  path: string
  canonical: string | null
  indexable: boolean
  sitemap: boolean
}

/** Modules loaded by dynamic import after hydration, never needed for the first paint. */
export const ON_DEMAND_MODULES = ['src/blog/live.ts', 'src/blog/markdown.ts']

interface ManifestChunk {
  file: string
  src?: string
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
  isDynamicEntry?: boolean
}

interface Handle {
  sitemap?: boolean
}

function attribute(html: string, pattern: RegExp): string | null {
  return pattern.exec(html)?.[1] ?? null
}

export function describePage(
  path: string,
  html: string,
  routes: RouteObject[],
): BuiltPage & { pattern: string | null } {
  // vite-react-ssg hands child routes over without their leading slash ("faq/").
  const url = path.startsWith('/') ? path : `/${path}`
  const matches = matchRoutes(routes, url) ?? []
  const route = matches.at(-1)?.route
  const handle = route?.handle as Handle | undefined
  const robots = attribute(html, /<meta[^>]*name="robots"[^>]*content="([^"]*)"/)
  return {
    path: url,
    canonical: attribute(html, /<link[^>]*rel="canonical"[^>]*href="([^"]*)"/),
    indexable: !(robots ?? '').includes('noindex'),
    sitemap: handle?.sitemap === true,
    // Pages of one dynamic route share a template (and so their critical CSS).
    pattern: route?.path?.includes(':') ? route.path : null,
  }
}

/**
 * Files of the on-demand modules and of the chunks only they import (a chunk that any other
 * module imports statically stays preloaded).
 */
export function onDemandFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue
      seen.add(key)
      closure(manifest[key]?.imports ?? [], seen)
    }
    return seen
  }
  const lazyRoots = Object.keys(manifest).filter((k) =>
    ON_DEMAND_MODULES.includes(manifest[k]?.src ?? k),
  )
  const lazy = closure(lazyRoots)
  const eagerRoots = Object.keys(manifest).filter(
    (k) => !lazy.has(k) && (manifest[k]?.isEntry || manifest[k]?.isDynamicEntry),
  )
  const eager = closure(eagerRoots)
  return new Set([...lazy].filter((k) => !eager.has(k)).map((k) => `/${manifest[k]?.file}`))
}

export function stripPreloads(html: string, files: Set<string>): string {
  if (files.size === 0) return html
  return html.replace(
    /<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\s*/g,
    (link, href: string) => (files.has(href) ? '' : link),
  )
}

export function createPageLog(outDir: string) {
  const pages = new Map<string, BuiltPage>()
  let onDemand: Set<string> | null = null
  const criticalCss = createCriticalCss(outDir)
  const lazyFiles = () => {
    if (onDemand) return onDemand
    const file = join(outDir, '.vite', 'manifest.json')
    onDemand = existsSync(file)
      ? onDemandFiles(JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>)
      : new Set()
    return onDemand
  }
  return {
    async onPageRendered(path: string, html: string, ctx: { routes?: readonly RouteObject[] }) {
      const { pattern, ...page } = describePage(path, html, [...(ctx.routes ?? [])])
      pages.set(page.path, page)
      return criticalCss(stripPreloads(html, lazyFiles()), pattern)
    },
    pages: () => [...pages.values()],
  }
}
