import { useLocation, useMatches } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import { absoluteUrl } from '../lib/env'
import { DEFAULT_ROBOTS, formatTitle, type PageMeta } from '../lib/meta'

interface RouteHandle {
  meta?: PageMeta
}

/** The meta of the deepest matched route that declares one (see src/routes.tsx). */
function useRouteMeta(): PageMeta | undefined {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const meta = (matches[i]?.handle as RouteHandle | undefined)?.meta
    if (meta) return meta
  }
  return undefined
}

/**
 * The one place that writes a page's head: title, description, robots, canonical, Open Graph and
 * Twitter tags. A page renders <Seo /> and gets its route's meta; dynamic pages pass overrides.
 */
export function Seo(overrides: Partial<PageMeta>) {
  const routeMeta = useRouteMeta()
  const { pathname } = useLocation()
  const meta = { ...routeMeta, ...overrides }
  const title = formatTitle(meta.title ?? 'Page')
  const robots = meta.robots ?? DEFAULT_ROBOTS
  const canonical = absoluteUrl(meta.canonicalPath ?? pathname)

  return (
    <Head>
      <title>{title}</title>
      {meta.description ? <meta name="description" content={meta.description} /> : null}
      {meta.keywords?.length ? <meta name="keywords" content={meta.keywords.join(', ')} /> : null}
      <meta name="robots" content={robots} />
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content={meta.type ?? 'website'} />
      <meta property="og:title" content={title} />
      {meta.description ? <meta property="og:description" content={meta.description} /> : null}
      <meta property="og:url" content={canonical} />
      <meta name="twitter:card" content="summary_large_image" />
    </Head>
  )
}
