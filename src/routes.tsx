// The one route table: the build, sitemap, link crawl and sweep all read it. Paths end in a slash
// (Hosting's `trailingSlash: true`, or client navigation finds no loader data); no components
// here (pages load through `lazy`), so Node tools can import it.
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
  path: string
  meta: RouteMeta
  load: () => PageModule
  // Named here, never in the lazy module.
  loader?: LoaderFunction
  staticPaths?: () => Promise<string[]>
  sitemap: boolean
}

const home = () => import('./pages/HomePage').then((m) => ({ Component: m.HomePage }))

type RouteEntry = Omit<PageRoute, 'meta'>

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
    // Moved to dist/404.html at build, which hosting serves with status 404.
    path: '/404/',
    load: () => import('./pages/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
    sitemap: false,
  },
]

function headOf(path: string): RouteMeta {
  const head = pageHeads[path]
  if (!head) throw new Error(`No head for ${path} in src/content/pages/heads.ts`)
  return head
}

export const pageRoutes: PageRoute[] = table.map((route) => ({
  ...route,
  meta: headOf(route.path),
}))

function relative(path: string): string {
  return path.replace(/^\//, '')
}

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
  // Breadcrumbs only on the pre-rendered page; the sitemap step reads `sitemap` from the match.
  const handle = {
    meta: page.meta,
    ancestors: import.meta.env?.SSR ? ancestorsOf(page.path) : [],
    sitemap: page.sitemap,
  }
  const loader = page.loader ? { loader: page.loader } : {}
  // No `entry`: the build writes no preload links, and each entry string would ship in the bundle.
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

// The desk sits outside the public layout and `pageRoutes`; lazy, so no public page loads its code
// (docs/decisions/0006-editors-desk-on-the-site.md).
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
