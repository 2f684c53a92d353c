// Notes each page rendered, so the sitemap lists exactly what was built, and the paths the build
// renders, so its end can check dist/ against them; says which page failed and from which
// document; the stylesheet and the loader replace vite-react-ssg's critical-CSS pass and entry tag.
import { matchRoutes, type RouteObject } from 'react-router-dom'
import { createCssInliner } from './inlineCss.ts'
import { documentOf } from './sources.ts'
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

// vite-react-ssg hands child routes over without their leading slash ("faq/").
export function pagePath(path: string): string {
  return path.startsWith('/') ? path : `/${path}`
}

/** "/portfolio/garden-retreat/ (projects/garden-retreat in snapshots/projects.json)". */
export function namePage(path: string): string {
  const document = documentOf(path)
  return document ? `${path} (${document})` : path
}

function attribute(html: string, pattern: RegExp): string | null {
  return pattern.exec(html)?.[1] ?? null
}

export function describePage(path: string, html: string, routes: RouteObject[]): BuiltPage {
  const url = pagePath(path)
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

export function describeFailure(path: string, error: unknown): string {
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error)
  return `✗ ${namePage(pagePath(path))} failed to build:\n${detail}`
}

export interface ExitGuardHost {
  once(event: 'beforeExit', listener: () => void): unknown
  exitCode?: number | string | null | undefined
}

export function createPageLog(outDir: string, host: ExitGuardHost = process) {
  const pages = new Map<string, BuiltPage>()
  const inlineCss = createCssInliner(outDir)
  let expected: string[] = []
  let finished = false
  const unfinished = () => expected.filter((path) => !pages.has(path))
  return {
    /**
     * vite-react-ssg's `includedRoutes`: the paths it renders, filtered as it filters them. Until
     * `finished()`, a process about to end with nothing left to do failed: a render whose promise
     * never settled ended a build with exit 0 and pages missing.
     */
    expect(paths: string[]): string[] {
      const rendered = paths.filter((path) => !path.includes(':') && !path.includes('*'))
      expected = [...new Set(rendered.map(pagePath))]
      host.once('beforeExit', () => {
        if (finished) return
        const left = unfinished()
        console.error(
          `✗ The build ended before it finished: ${left.length} of ${expected.length} pages never finished rendering:\n${left.map((path) => `  ${namePage(path)}`).join('\n')}`,
        )
        host.exitCode = 1
      })
      return rendered
    },
    onPageRendered(path: string, rendered: string, ctx: { routes?: readonly RouteObject[] }) {
      const page = describePage(path, rendered, [...(ctx.routes ?? [])])
      pages.set(page.path, page)
      return startAfterLoad(inlineCss(rendered))
    },
    // vite-react-ssg's `onPageError`, called for each page that failed; the build then fails.
    onPageError(path: string, error: unknown) {
      console.error(describeFailure(path, error))
    },
    pages: () => [...pages.values()],
    expected: () => [...expected],
    unfinished,
    finished() {
      finished = true
    },
  }
}
