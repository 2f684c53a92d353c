/**
 * What the tests know about the site, read from the same sources the build uses:
 * the route table, the content modules, the blog snapshot and the built dist/ folder.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import snapshot from '../../snapshots/blog-posts.json' with { type: 'json' }
import type { BlogPost } from '../../src/blog/types'
import { projects } from '../../src/content/portfolio'
import { serviceAreas } from '../../src/content/serviceAreas'
import { formatTitle } from '../../src/lib/meta'
import { type PageRoute, pageRoutes } from '../../src/routes'

export const DIST = join(process.cwd(), 'dist')
export const posts = snapshot as BlogPost[]

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name)
    return entry.isDirectory() ? walk(full) : [full]
  })
}

/** Pre-rendered pages that are not public: the editors' desk (e2e/desk-hosting.spec.ts). */
export const DESK_PATHS = ['/admin/']

/**
 * Every public pre-rendered page in dist/ as its URL path (`/`, `/faq/`, `/blog/some-post/`). The
 * desk is left out: it has no site shell, and no place in the crawl, the sweep or the budgets.
 */
export function builtPagePaths(): string[] {
  if (!existsSync(DIST))
    throw new Error('dist/ is missing: run `npm run build` before the e2e tests')
  return walk(DIST)
    .filter((file) => file.endsWith(`${sep}index.html`))
    .map((file) => {
      const dir = relative(DIST, file).slice(0, -'index.html'.length).split(sep).join('/')
      return `/${dir}`
    })
    .filter((path) => !DESK_PATHS.some((desk) => path.startsWith(desk)))
    .sort()
}

export function readBuiltPage(path: string): string {
  return readFileSync(join(DIST, path, 'index.html'), 'utf8')
}

function matches(pattern: string, path: string): boolean {
  const regex = new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`)
  return regex.test(path)
}

/** The route-table entry that serves a path (static entries win over dynamic ones). */
export function routeFor(path: string): PageRoute {
  const exact = pageRoutes.find((route) => route.path === path)
  const route = exact ?? pageRoutes.find((r) => r.path.includes(':') && matches(r.path, path))
  if (!route) throw new Error(`No route in src/routes.tsx serves ${path}`)
  return route
}

/** Static paths of the route table (the 404 route is served as 404.html, not at /404/). */
export const staticRoutePaths = pageRoutes
  .filter((route) => !route.path.includes(':') && route.path !== '/404/')
  .map((route) => route.path)

/** The full <title> a path must have. */
export function expectedTitle(path: string): string {
  const post = posts.find((p) => `/blog/${p.slug}/` === path)
  if (post) return formatTitle(post.seo.title || post.title)
  const project = projects.find((p) => `/portfolio/${p.slug}/` === path)
  if (project) return formatTitle(project.title)
  const area = serviceAreas.find((a) => `/service-areas/${a.id}/` === path)
  if (area) return formatTitle(area.metaTitle)
  return formatTitle(routeFor(path).meta.title)
}

const HOME_H1 = 'Outdoor Living Spaces Built for the Way You Live'

/** The <h1> each page must show, written out independently of the page components. */
const H1: Record<string, string> = {
  '/': HOME_H1,
  '/events/': HOME_H1,
  '/careers/': HOME_H1,
  '/newsletter/': HOME_H1,
  '/testimonials/': HOME_H1,
  '/contact-us/': 'Let’s Talk About Your Outdoor Space',
  '/about-us/': 'About Oak & Ember Outdoor Living',
  '/services/': 'Our Outdoor Living Services',
  '/services/landscape-lighting/': 'Landscape Lighting',
  '/services/fire-pits-and-fireplaces/': 'Fire Pits & Fireplaces',
  '/services/outdoor-kitchens/': 'Outdoor Kitchens',
  '/services/patios-and-decks/': 'Patios & Decks',
  '/services/pergolas-and-gazebos/': 'Pergolas & Gazebos',
  '/portfolio/': 'Our Portfolio',
  '/portfolio/project-spotlight/': 'Garden Oasis Retreat',
  '/faq/': 'Frequently Asked Questions',
  '/landing-page/': 'Transform Your Backyard Into an Outdoor Retreat',
  '/service/': 'Outdoor Living, From First Sketch to Final Walkthrough',
  '/blog/': 'Explore Our Latest Insights',
  '/privacy-policy/': 'Privacy Policy',
  '/terms-and-conditions/': 'Terms and Conditions',
  '/deletion-policy/': 'Data Deletion Policy',
  '/service-areas/': 'Service areas across the Triangle',
  '/estimate/': 'What might your project cost?',
  '/quote/': 'Request a quote',
  '/service-areas/raleigh/': 'Raleigh Patios, Kitchens and Fire Features',
  '/service-areas/durham/': 'Outdoor Living in Durham',
  '/service-areas/chapel-hill/': 'Backyard Projects in Chapel Hill',
  '/service-areas/cary/': 'Patio Extensions and Outdoor Kitchens for Cary Homes',
  '/service-areas/wake-forest/': 'Outdoor Spaces for Wake Forest Families',
  '/service-areas/apex/': 'Apex Yards, from Salem Street to Sweetwater',
  '/service-areas/morrisville/': 'Small-Space Outdoor Living in Morrisville',
  '/service-areas/garner/': 'A Better Backyard in Garner',
  '/thank-you/message/': 'Thank you, your message is with us',
  '/thank-you/subscribed/': 'You are on the list',
}

export function expectedH1(path: string): string {
  const post = posts.find((p) => `/blog/${p.slug}/` === path)
  if (post) return post.title
  const project = projects.find((p) => `/portfolio/${p.slug}/` === path)
  if (project) return project.title
  const h1 = H1[path]
  if (!h1) throw new Error(`e2e/support/site.ts has no expected <h1> for ${path}`)
  return h1
}

export const HOME_TWINS = ['/events/', '/careers/', '/newsletter/', '/testimonials/']

/**
 * Every page of a dynamic route (a post, a project, a city) after the first of its route in path
 * order: pages that share every component with that first one and differ in content.
 */
export function laterInstances(paths: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const later = new Set<string>()
  for (const path of paths) {
    const route = routeFor(path).path
    if (!route.includes(':')) continue
    if (seen.has(route)) later.add(path)
    seen.add(route)
  }
  return later
}
