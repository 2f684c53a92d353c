/**
 * What the portfolio and project pages are built from, images resolved: assembled by the route
 * loaders at build time, so each pre-rendered page carries its own data (the pre-rendered JSON
 * vite-react-ssg writes beside it) and neither the project list nor the registry of every image
 * and alt text on the site is in a script of their first load. (Not in src/content/: it assembles
 * content with built images, which only the bundler resolves.) The parts below the first screen
 * load their own code, the registry among it, when they come into view.
 */
import { images } from '../../assets/images'
import type { ResponsiveImage } from '../../assets/images/types'
import { portfolioHero, portfolioShowcase, projectActions } from '../../content/pages/portfolio'
import { type Project, projectBySlug, projects } from '../../content/portfolio'
import type { ProjectCard } from '../../sections/ProjectShowcase'

/** The portfolio's first screen: its copy too, so the page's own script carries none of it. */
export interface PortfolioData {
  hero: typeof portfolioHero
  showcase: typeof portfolioShowcase
  cards: ProjectCard[]
}

export interface ProjectPageData {
  project: Project
  /** The project's main picture, at the top of its page. */
  image: ResponsiveImage
  actions: typeof projectActions
}

/** A project's card for the showcase: what the card shows, its picture resolved. */
export function projectCard({
  slug,
  title,
  description,
  location,
  tags,
  image,
}: Project): ProjectCard {
  return { slug, title, description, location, tags, image: images[image] }
}

export function portfolioData(): PortfolioData {
  return { hero: portfolioHero, showcase: portfolioShowcase, cards: projects.map(projectCard) }
}

/** A project's page by its slug; without one, the spotlight's project (the first). */
export function projectPageData(slug?: string): ProjectPageData | null {
  const project = slug === undefined ? projects[0] : projectBySlug(slug)
  return project ? { project, image: images[project.image], actions: projectActions } : null
}
