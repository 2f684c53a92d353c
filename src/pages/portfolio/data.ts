// Assembled by the route loaders at build, so neither the project list nor the image registry is
// in a first-load script; not in src/content/, since only the bundler resolves built images.
import type { ResponsiveImage } from '../../assets/images/types'
import { renderMarkdown } from '../../blog/markdown'
import { portfolioHero, portfolioShowcase, projectActions } from '../../content/pages/portfolio'
import { type Project, projectBySlug, projects } from '../../content/portfolio'
import { projectTestimonial, testimonialsFor } from '../../content/testimonials'
import type { StatItem, Testimonial } from '../../content/types'
import { SITE_URL } from '../../lib/env'
import type { ProjectCard } from '../../sections/ProjectShowcase'
import { resolvePhoto } from './photos'

// Its copy too, so the page's own script carries none of it.
export interface PortfolioData {
  hero: typeof portfolioHero
  showcase: typeof portfolioShowcase
  cards: ProjectCard[]
}

export interface ProjectView {
  slug: string
  title: string
  description: string
  location: string
  tags: readonly string[]
  // Sanitised by the blog's pipeline.
  storyHtml: string
  features: readonly string[]
  stats: readonly StatItem[]
  gallery: ResponsiveImage[]
  pairs: { before: ResponsiveImage; after: ResponsiveImage }[]
  testimonial?: Testimonial
}

export interface ProjectPageData {
  project: ProjectView
  image: ResponsiveImage
  actions: typeof projectActions
}

export function projectCard(project: Project): ProjectCard {
  const { slug, title, summary, location, tags, cover } = project
  return { slug, title, description: summary, location, tags, image: resolvePhoto(cover) }
}

export function portfolioData(list: readonly Project[] = projects): PortfolioData {
  return { hero: portfolioHero, showcase: portfolioShowcase, cards: list.map(projectCard) }
}

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

// Without a slug, the spotlight's project (the first).
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
