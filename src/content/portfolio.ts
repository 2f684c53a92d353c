// Read at build only (route loaders, static paths, Node scripts): no bundle carries the list.
import projectsSnapshot from '../../snapshots/projects.json' with { type: 'json' }
import type { Samples } from './samples'
import { projectsSnapshotSchema, type SnapshotProject } from './schema/projects'

export type Project = SnapshotProject

// Validated, so a bad snapshot fails the build with the field named.
export const projects: readonly Project[] = projectsSnapshotSchema
  .parse(projectsSnapshot)
  .sort((a, b) => a.order - b.order)

export function projectBySlug(
  slug: string | undefined,
  list: readonly Project[] = projects,
): Project | undefined {
  return list.find((project) => project.slug === slug)
}

export function projectPath(slug: string): string {
  return `/portfolio/${slug}/`
}

export function projectPaths(list: readonly Project[] = projects): string[] {
  return list.map((project) => projectPath(project.slug))
}

export const samples: Samples = projects
  .filter((project) => project.sample)
  .map((project) => ({
    name: `Project "${project.title}" (${project.location})`,
    why: 'Sample case study: replace with a real project, its real figures and a real client quote',
  }))
