/**
 * Per-page hooks of the build (vite-react-ssg's onPageRendered):
 * - notes every page it renders, so the sitemap lists exactly what was built: pages whose route
 *   says `sitemap: true`, that are indexable and that are their own canonical URL;
 * - inlines critical CSS, once per template (see critical.ts; vite-react-ssg's own pass is off).
 * (preloads.ts, run before, trims each page's modulepreload list to what it runs at start, so the
 * Firestore SDK and the markdown renderer, imported on demand, never weigh on a first load.)
 */
import { matchRoutes, type RouteObject } from 'react-router-dom'
import { createCriticalCss } from './critical.ts'

export interface BuiltPage {
  path: string
  canonical: string | null
  indexable: boolean
  sitemap: boolean
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

export function createPageLog(outDir: string) {
  const pages = new Map<string, BuiltPage>()
  const criticalCss = createCriticalCss(outDir)
  return {
    async onPageRendered(path: string, html: string, ctx: { routes?: readonly RouteObject[] }) {
      const { pattern, ...page } = describePage(path, html, [...(ctx.routes ?? [])])
      pages.set(page.path, page)
      return criticalCss(html, pattern)
    },
    pages: () => [...pages.values()],
  }
}
