// Notes each page rendered, so the sitemap lists exactly what was built; the stylesheet and the
// loader replace vite-react-ssg's critical-CSS pass and entry tag.
import { matchRoutes, type RouteObject } from 'react-router-dom'
import { createCssInliner } from './inlineCss.ts'
import { startAfterLoad } from './startAfterLoad.ts'

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

export function describePage(path: string, html: string, routes: RouteObject[]): BuiltPage {
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
  }
}

export function createPageLog(outDir: string) {
  const pages = new Map<string, BuiltPage>()
  const inlineCss = createCssInliner(outDir)
  return {
    onPageRendered(path: string, rendered: string, ctx: { routes?: readonly RouteObject[] }) {
      const page = describePage(path, rendered, [...(ctx.routes ?? [])])
      pages.set(page.path, page)
      return startAfterLoad(inlineCss(rendered))
    },
    pages: () => [...pages.values()],
  }
}
