/**
 * Per-page post-processing, run by vite-react-ssg right after it renders each page
 * (ssgOptions.onPageRendered).
 */
import { isAbsolute, join } from 'node:path'
import { matchRoutes } from 'react-router-dom'
import type { RouteRecord } from 'vite-react-ssg'
import { type Manifest, prunePreloads, readManifest, startupChunks } from './preloads'

let manifest: Manifest | null = null

function pageEntry(routes: readonly RouteRecord[], path: string): string {
  const matches = matchRoutes([...routes], path.startsWith('/') ? path : `/${path}`) ?? []
  for (let i = matches.length - 1; i >= 0; i--) {
    const entry = (matches[i]?.route as RouteRecord | undefined)?.entry
    if (entry) return entry
  }
  throw new Error(`No route with an \`entry\` renders ${path} (see src/routes.tsx)`)
}

export function createPageRendered(outDir = 'dist') {
  const dist = isAbsolute(outDir) ? outDir : join(process.cwd(), outDir)
  return (path: string, html: string, appCtx: { routes?: readonly RouteRecord[] }): string => {
    manifest ??= readManifest(dist)
    return prunePreloads(html, startupChunks(manifest, pageEntry(appCtx.routes ?? [], path)))
  }
}
