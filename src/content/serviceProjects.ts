// Assembled by route loaders at build, so no page's script carries the portfolio.
import { type Project, projectPath, projects } from './portfolio'
import type { ServiceSlug } from './serviceAreas/types'
import type { Feature } from './types'

export type ResolveImage = (project: Project) => Feature['image']

const assetKey: ResolveImage = (project) =>
  project.cover.source.kind === 'asset' ? project.cover.source.key : undefined

export function projectCard(project: Project, resolveImage: ResolveImage = assetKey): Feature {
  return {
    title: project.title,
    body: `${project.location}. ${project.summary}`,
    image: resolveImage(project),
    href: projectPath(project.slug),
    linkLabel: `See ${project.title}`,
  }
}

export function serviceProjectCards(
  service: ServiceSlug,
  content: { projects?: readonly Project[]; resolveImage?: ResolveImage } = {},
): Feature[] {
  const { projects: work = projects, resolveImage = assetKey } = content
  return work
    .filter((project) => project.services.includes(service))
    .map((project) => projectCard(project, resolveImage))
}
