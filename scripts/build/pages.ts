/**
 * Per-page hooks of the build (vite-react-ssg's onPageRendered):
 * - notes every page it renders, so the sitemap lists exactly what was built: pages whose route
 *   says `sitemap: true`, that are indexable and that are their own canonical URL;
 * - moves streamed Suspense boundaries back in place (inlineBoundaries.ts);
 * - inlines critical CSS, once per template (see critical.ts; vite-react-ssg's own pass is off).
 * (preloads.ts, run before, trims each page's modulepreload list to what it runs at start, so the
 * Firestore SDK and the markdown renderer, imported on demand, never weigh on a first load.)
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { matchRoutes, type RouteObject } from 'react-router-dom'
import { createCriticalCss } from './critical.ts'
import { inlineBoundaries } from './inlineBoundaries.ts'

/**
 * The metric-matched local fallback faces (scripts/build/fonts.ts), inlined in every head.
 * Beasties drops @font-face rules without a url() from the critical CSS, so without this the
 * first paint would use a generic font and re-flow when the full stylesheet arrives.
 */
function fontFallbacks(): string {
  const css = readFileSync(join(process.cwd(), 'src/assets/fonts/fallbacks.css'), 'utf8')
  const compact = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, '')
    .trim()
  return `<style>${compact}</style>`
}

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
  const fallbacks = fontFallbacks()
  return {
    async onPageRendered(path: string, rendered: string, ctx: { routes?: readonly RouteObject[] }) {
      const html = inlineBoundaries(rendered)
      const { pattern, ...page } = describePage(path, html, [...(ctx.routes ?? [])])
      pages.set(page.path, page)
      const styled = await criticalCss(html, pattern)
      // First in <head> after the policy: the fallbacks must be known before any text is laid out.
      return styled.replace('<head>', `<head>${fallbacks}`)
    },
    pages: () => [...pages.values()],
  }
}
