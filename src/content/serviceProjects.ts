/**
 * The project cards a page links to: a city page shows the work nearest it (./serviceAreas/
 * pageData.ts), a service page every published project that lists its service. Assembled by route
 * loaders at build time, so no page's script carries the portfolio.
 */
import { type Project, projectPath, projects } from './portfolio'
import type { ServiceSlug } from './serviceAreas/types'
import type { Feature } from './types'

/** A project's card picture: the build's resolver, or a committed asset's key in Node tools. */
export type ResolveImage = (project: Project) => Feature['image']

const assetKey: ResolveImage = (project) =>
  project.cover.source.kind === 'asset' ? project.cover.source.key : undefined

/** A project as a card linking to its page. */
export function projectCard(project: Project, resolveImage: ResolveImage = assetKey): Feature {
  return {
    title: project.title,
    body: `${project.location}. ${project.summary}`,
    image: resolveImage(project),
    href: projectPath(project.slug),
    linkLabel: `See ${project.title}`,
  }
}

/** The published projects of a service, in the portfolio's order, as cards. */
export function serviceProjectCards(
  service: ServiceSlug,
  content: { projects?: readonly Project[]; resolveImage?: ResolveImage } = {},
): Feature[] {
  const { projects: work = projects, resolveImage = assetKey } = content
  return work
    .filter((project) => project.services.includes(service))
    .map((project) => projectCard(project, resolveImage))
}
