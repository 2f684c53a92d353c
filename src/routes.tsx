/**
 * The one route table. vite-react-ssg pre-renders from it, and the sitemap, the link crawl and
 * the accessibility sweep read `pageRoutes` from it, so a page added here is built, listed and
 * tested everywhere at once.
 *
 * Every path ends in a slash: Firebase Hosting runs with `trailingSlash: true`, and route paths,
 * links and static paths must agree or client navigation finds no loader data.
 *
 * This module stays free of components, styles and images (pages load through `lazy`), so Node
 * tools can import it.
 */
import type { ComponentType } from 'react'
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router-dom'
import type { RouteRecord } from 'vite-react-ssg'
import { atBuild } from './app/buildData'
import { pageHeads } from './content/pages/heads'
import { NOINDEX_ROBOTS, type RouteMeta } from './lib/meta'

type PageModule = Promise<{
  Component: ComponentType
  shouldRevalidate?: ShouldRevalidateFunction
}>

export interface PageRoute {
  /** URL path with its trailing slash; dynamic segments as `:name`. */
  path: string
  /** Its head, from src/content/pages/heads.ts. */
  meta: RouteMeta
  load: () => PageModule
  /**
   * Build-time data for the page (src/app/routeData.ts; none in the browser, where vite-react-ssg
   * reads the pre-rendered JSON instead). Named here, never in the lazy module.
   */
  loader?: LoaderFunction
  /** For dynamic paths: the concrete paths to pre-render (build time only). */
  staticPaths?: () => Promise<string[]>
  /** Listed in sitemap.xml. False for twins, landing pages, the 404 and shells. */
  sitemap: boolean
}

const home = () => import('./pages/HomePage').then((m) => ({ Component: m.HomePage }))

type RouteEntry = Omit<PageRoute, 'meta'>

/** A path that shows the home page (its head names `/` as the canonical URL). */
function homeTwin(path: string): RouteEntry {
  return { path, load: home, loader: atBuild?.home, sitemap: false }
}

const table: RouteEntry[] = [
  { path: '/', load: home, loader: atBuild?.home, sitemap: true },
  {
    path: '/contact-us/',
    load: () => import('./pages/ContactPage').then((m) => ({ Component: m.ContactPage })),
    sitemap: true,
  },
  {
    path: '/about-us/',
    load: () => import('./pages/AboutPage').then((m) => ({ Component: m.AboutPage })),
    sitemap: true,
  },
  {
    path: '/services/',
    load: () => import('./pages/ServicesPage').then((m) => ({ Component: m.ServicesPage })),
    loader: atBuild?.services,
    sitemap: true,
  },
  {
    path: '/services/landscape-lighting/',
    load: () =>
      import('./pages/services/LandscapeLightingPage').then((m) => ({
        Component: m.LandscapeLightingPage,
      })),
    loader: atBuild?.landscapeLighting,
    sitemap: true,
  },
  {
    path: '/services/fire-pits-and-fireplaces/',
    load: () =>
      import('./pages/services/FirePitsPage').then((m) => ({ Component: m.FirePitsPage })),
    loader: atBuild?.firePits,
    sitemap: true,
  },
  {
    path: '/services/outdoor-kitchens/',
    load: () =>
      import('./pages/services/OutdoorKitchensPage').then((m) => ({
        Component: m.OutdoorKitchensPage,
      })),
    loader: atBuild?.outdoorKitchens,
    sitemap: true,
  },
  {
    path: '/services/patios-and-decks/',
    load: () =>
      import('./pages/services/PatiosDecksPage').then((m) => ({ Component: m.PatiosDecksPage })),
    loader: atBuild?.patiosDecks,
    sitemap: true,
  },
  {
    path: '/services/pergolas-and-gazebos/',
    load: () =>
      import('./pages/services/PergolasPage').then((m) => ({ Component: m.PergolasPage })),
    loader: atBuild?.pergolas,
    sitemap: true,
  },
  {
    path: '/portfolio/',
    load: () => import('./pages/PortfolioPage').then((m) => ({ Component: m.PortfolioPage })),
    loader: atBuild?.portfolio,
    sitemap: true,
  },
  {
    path: '/portfolio/project-spotlight/',
    load: () =>
      import('./pages/ProjectSpotlightPage').then((m) => ({ Component: m.ProjectSpotlightPage })),
    loader: atBuild?.projectSpotlight,
    sitemap: false,
  },
  {
    path: '/portfolio/:slug/',
    load: () => import('./pages/ProjectPage').then((m) => ({ Component: m.ProjectPage })),
    loader: atBuild?.project,
    staticPaths: atBuild?.projectPaths,
    sitemap: true,
  },
  {
    path: '/service-areas/',
    load: () => import('./pages/ServiceAreasPage').then((m) => ({ Component: m.ServiceAreasPage })),
    loader: atBuild?.serviceAreas,
    sitemap: true,
  },
  {
    path: '/service-areas/:city/',
    load: () => import('./pages/ServiceAreaPage').then((m) => ({ Component: m.ServiceAreaPage })),
    loader: atBuild?.serviceArea,
    staticPaths: atBuild?.serviceAreaPaths,
    sitemap: true,
  },
  {
    path: '/estimate/',
    load: () => import('./pages/EstimatePage').then((m) => ({ Component: m.EstimatePage })),
    sitemap: true,
  },
  {
    path: '/quote/',
    load: () => import('./pages/QuotePage').then((m) => ({ Component: m.QuotePage })),
    sitemap: true,
  },
  {
    path: '/faq/',
    load: () => import('./pages/FaqPage').then((m) => ({ Component: m.FaqPage })),
    sitemap: true,
  },
  {
    path: '/landing-page/',
    load: () => import('./pages/LandingPage').then((m) => ({ Component: m.LandingPage })),
    loader: atBuild?.landing,
    sitemap: false,
  },
  {
    path: '/service/',
    load: () =>
      import('./pages/ServiceLandingPage').then((m) => ({ Component: m.ServiceLandingPage })),
    loader: atBuild?.serviceLanding,
    sitemap: false,
  },
  {
    path: '/blog/',
    load: () =>
      import('./pages/BlogListPage').then((m) => ({
        Component: m.BlogListPage,
        shouldRevalidate: m.shouldRevalidate,
      })),
    loader: atBuild?.blogList,
    sitemap: true,
  },
  {
    path: '/blog/:slug/',
    load: () => import('./pages/BlogPostPage').then((m) => ({ Component: m.BlogPostPage })),
    loader: atBuild?.blogPost,
    staticPaths: atBuild?.blogPostPaths,
    sitemap: true,
  },
  homeTwin('/events/'),
  homeTwin('/careers/'),
  homeTwin('/newsletter/'),
  homeTwin('/testimonials/'),
  {
    path: '/privacy-policy/',
    load: () => import('./pages/legal/PrivacyPage').then((m) => ({ Component: m.PrivacyPage })),
    sitemap: true,
  },
  {
    path: '/terms-and-conditions/',
    load: () => import('./pages/legal/TermsPage').then((m) => ({ Component: m.TermsPage })),
    sitemap: true,
  },
  {
    path: '/deletion-policy/',
    load: () => import('./pages/legal/DeletionPage').then((m) => ({ Component: m.DeletionPage })),
    sitemap: true,
  },
  // Where a form posted without the app lands (src/lib/submissions.ts, CONFIRMATION_PATHS).
  {
    path: '/thank-you/message/',
    load: () => import('./pages/ThankYouPage').then((m) => ({ Component: m.MessageSentPage })),
    sitemap: false,
  },
  {
    path: '/thank-you/subscribed/',
    load: () => import('./pages/ThankYouPage').then((m) => ({ Component: m.SubscribedPage })),
    sitemap: false,
  },
  {
    // Pre-rendered here, then moved to dist/404.html, which hosting serves with status 404.
    path: '/404/',
    load: () => import('./pages/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
    sitemap: false,
  },
]

/** A route's head; a route without one is a mistake the build must not pass. */
function headOf(path: string): RouteMeta {
  const head = pageHeads[path]
  if (!head) throw new Error(`No head for ${path} in src/content/pages/heads.ts`)
  return head
}

export const pageRoutes: PageRoute[] = table.map((route) => ({
  ...route,
  meta: headOf(route.path),
}))

/** Strip the leading slash: children of the layout route take relative paths. */
function relative(path: string): string {
  return path.replace(/^\//, '')
}

/** The static pages above a path (`/services/` above `/services/outdoor-kitchens/`). */
export function ancestorsOf(path: string): { name: string; path: string }[] {
  return pageRoutes
    .filter(
      (r) => r.path !== '/' && r.path !== path && !r.path.includes(':') && path.startsWith(r.path),
    )
    .sort((a, b) => a.path.length - b.path.length)
    .map((r) => ({ name: r.meta.title, path: r.path }))
}

function toRecord(page: PageRoute): RouteRecord {
  const lazy = page.load
  // Ancestors feed the breadcrumb data, which only the pre-rendered page carries; `sitemap`
  // travels with the route so the build's sitemap step reads it from the match.
  const handle = {
    meta: page.meta,
    ancestors: import.meta.env?.SSR ? ancestorsOf(page.path) : [],
    sitemap: page.sitemap,
  }
  const loader = page.loader ? { loader: page.loader } : {}
  // No `entry` (vite-react-ssg's option for the modulepreload links of a page): the build writes
  // none (`preloadLinks: false` in vite.config.ts), and each entry string shipped in the bundle.
  if (page.path === '/') return { index: true, lazy, handle, ...loader }
  return {
    path: relative(page.path),
    lazy,
    handle,
    ...loader,
    ...(page.staticPaths
      ? { getStaticPaths: async () => (await page.staticPaths?.())?.map(relative) ?? [] }
      : {}),
  }
}

/**
 * The editors' desk: a pre-rendered, noindex shell outside the public layout (no header, footer,
 * call bar or analytics). Hosting answers every deeper /admin/ path with this page (firebase.json
 * rewrites), and the client route below matches them. Its module is lazy, so no public page ever
 * loads Auth, Firestore writes or the editor (e2e/desk-isolation.firestore.ts checks the bytes).
 * Kept out of `pageRoutes`: the sitemap, the link crawl, the sweep and the budgets list public pages.
 */
export const ADMIN_PATH = '/admin/'
const adminPage = () => import('./pages/AdminPage').then((m) => ({ Component: m.AdminPage }))
const adminHandle = { meta: { title: 'Editor’s desk', robots: NOINDEX_ROBOTS }, sitemap: false }

export const routes: RouteRecord[] = [
  { path: ADMIN_PATH, lazy: adminPage, handle: adminHandle },
  { path: `${ADMIN_PATH}*`, lazy: adminPage, handle: adminHandle },
  {
    path: '/',
    lazy: () =>
      import('./app/Layout').then((m) => ({ Component: m.Layout, ErrorBoundary: m.RouteError })),
    children: [
      ...pageRoutes.map(toRecord),
      {
        // Client-side catch-all: the same page hosting serves as 404.html.
        path: '*',
        lazy: () => import('./pages/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
        handle: { meta: headOf('/404/') },
      },
    ],
  },
]
