import { Helmet as Head } from 'react-helmet-async'
import { useLocation, useMatches } from 'react-router-dom'
import { site } from '../content/site'
import { breadcrumbTrail } from '../lib/breadcrumbs'
import { absoluteUrl } from '../lib/env'
import { DEFAULT_ROBOTS, formatTitle, isIndexable, type PageMeta } from '../lib/meta'
import {
  breadcrumbJsonLd,
  businessJsonLd,
  type Crumb,
  DEFAULT_SOCIAL_IMAGE,
} from '../lib/structuredData'
import { JsonLd } from './JsonLd'

interface RouteHandle {
  meta?: PageMeta
  ancestors?: Crumb[]
}

/** The handle of the deepest matched route that declares meta (see src/routes.tsx). */
function useRouteHandle(): RouteHandle {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined
    if (handle?.meta) return handle
  }
  return {}
}

/**
 * The one place that writes a page's head: title, description, keywords, robots, canonical,
 * Open Graph and Twitter tags, and the JSON-LD every page carries (the business, and breadcrumbs
 * on inner pages). A page renders <Seo /> and gets its route's meta; dynamic pages pass overrides.
 */
export function Seo(overrides: Partial<PageMeta>) {
  const { meta: routeMeta, ancestors = [] } = useRouteHandle()
  const { pathname } = useLocation()
  const meta = { ...routeMeta, ...overrides }
  const pageTitle = meta.title ?? site.name
  const title = formatTitle(pageTitle)
  const description = meta.description
  const robots = meta.robots ?? DEFAULT_ROBOTS
  const canonicalPath = meta.canonicalPath ?? pathname
  const canonical = absoluteUrl(canonicalPath)
  const image = meta.image ?? DEFAULT_SOCIAL_IMAGE
  const imageUrl = image.url.startsWith('http') ? image.url : absoluteUrl(image.url)
  const crumbs =
    import.meta.env.SSR && isIndexable({ robots }) && canonicalPath === pathname && pathname !== '/'
      ? breadcrumbTrail(pathname, pageTitle, ancestors)
      : []

  return (
    <>
      <Head>
        <title>{title}</title>
        {description ? <meta name="description" content={description} /> : null}
        {meta.keywords?.length ? <meta name="keywords" content={meta.keywords.join(', ')} /> : null}
        <meta name="author" content={site.name} />
        <meta name="robots" content={robots} />
        <link rel="canonical" href={canonical} />
        <meta property="og:site_name" content={site.name} />
        <meta property="og:locale" content="en_US" />
        <meta property="og:type" content={meta.type ?? 'website'} />
        <meta property="og:title" content={title} />
        {description ? <meta property="og:description" content={description} /> : null}
        <meta property="og:url" content={canonical} />
        <meta property="og:image" content={imageUrl} />
        <meta property="og:image:alt" content={image.alt} />
        <meta property="og:image:width" content={String(image.width)} />
        <meta property="og:image:height" content={String(image.height)} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={title} />
        {description ? <meta name="twitter:description" content={description} /> : null}
        <meta name="twitter:image" content={imageUrl} />
        <meta name="twitter:image:alt" content={image.alt} />
      </Head>
      {/* Structured data is built into the pre-rendered page only (see JsonLd). */}
      {import.meta.env.SSR ? <JsonLd data={businessJsonLd()} /> : null}
      {import.meta.env.SSR && crumbs.length > 1 ? <JsonLd data={breadcrumbJsonLd(crumbs)} /> : null}
    </>
  )
}
