/**
 * What the portfolio and project pages are built from, images resolved: assembled by the route
 * loaders at build time from the projects snapshot, so each pre-rendered page carries its own
 * data (the pre-rendered JSON vite-react-ssg writes beside it) and neither the project list nor
 * the registry of every image and alt text on the site is in a script of their first load. (Not
 * in src/content/: it assembles content with built images, which only the bundler resolves.)
 */
import type { ResponsiveImage } from '../../assets/images/types'
import { renderMarkdown } from '../../blog/markdown'
import { portfolioHero, portfolioShowcase, projectActions } from '../../content/pages/portfolio'
import { type Project, projectBySlug, projects } from '../../content/portfolio'
import { projectTestimonial, testimonialsFor } from '../../content/testimonials'
import type { StatItem, Testimonial } from '../../content/types'
import { SITE_URL } from '../../lib/env'
import type { ProjectCard } from '../../sections/ProjectShowcase'
import { resolvePhoto } from './photos'

/** The portfolio's first screen: its copy too, so the page's own script carries none of it. */
export interface PortfolioData {
  hero: typeof portfolioHero
  showcase: typeof portfolioShowcase
  cards: ProjectCard[]
}

/** A project as its page shows it, every picture resolved and its story rendered. */
export interface ProjectView {
  slug: string
  title: string
  description: string
  location: string
  tags: readonly string[]
  /** The story's HTML, from its markdown (the blog's pipeline: sanitised). */
  storyHtml: string
  features: readonly string[]
  stats: readonly StatItem[]
  gallery: ResponsiveImage[]
  pairs: { before: ResponsiveImage; after: ResponsiveImage }[]
  testimonial?: Testimonial
}

export interface ProjectPageData {
  project: ProjectView
  /** The project's main picture, at the top of its page. */
  image: ResponsiveImage
  actions: typeof projectActions
}

/** A project's card for the showcase: what the card shows, its picture resolved. */
export function projectCard(project: Project): ProjectCard {
  const { slug, title, summary, location, tags, cover } = project
  return { slug, title, description: summary, location, tags, image: resolvePhoto(cover) }
}

export function portfolioData(list: readonly Project[] = projects): PortfolioData {
  return { hero: portfolioHero, showcase: portfolioShowcase, cards: list.map(projectCard) }
}

/** The ad landing page: its testimonials and the first two projects' cards. */
export function landingData(list: readonly Project[] = projects) {
  return { testimonials: testimonialsFor('landing'), projects: list.slice(0, 2).map(projectCard) }
}

export async function projectView(project: Project): Promise<ProjectView> {
  const testimonial = projectTestimonial(project.slug)
  return {
    slug: project.slug,
    title: project.title,
    description: project.summary,
    location: project.location,
    tags: project.tags,
    storyHtml: await renderMarkdown(project.story, SITE_URL),
    features: project.features,
    stats: project.stats,
    gallery: project.photos.map(resolvePhoto),
    pairs: project.pairs.map((pair) => ({
      before: resolvePhoto(pair.before),
      after: resolvePhoto(pair.after),
    })),
    ...(testimonial ? { testimonial } : {}),
  }
}

/** A project's page by its slug; without one, the spotlight's project (the first). */
export async function projectPageData(
  slug?: string,
  list: readonly Project[] = projects,
): Promise<ProjectPageData | null> {
  const project = slug === undefined ? list[0] : projectBySlug(slug, list)
  if (!project) return null
  return {
    project: await projectView(project),
    image: resolvePhoto(project.cover),
    actions: projectActions,
  }
}
