/**
 * Portfolio projects: the desk's `projects` collection, through snapshots/projects.json (only
 * published ones are there). Each has its own pre-rendered page at /portfolio/{slug}/ built with
 * the project-spotlight layout; /portfolio/project-spotlight/ shows the first one. Read at build
 * time only (route loaders, static paths, Node scripts): no client bundle carries the list.
 * docs/decisions/0020-content-snapshots.md.
 */
import projectsSnapshot from '../../snapshots/projects.json' with { type: 'json' }
import type { Samples } from './samples'
import { projectsSnapshotSchema, type SnapshotProject } from './schema/projects'

export type Project = SnapshotProject

/** In the desk's order; validated, so a bad snapshot fails the build with the field named. */
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

/** The sample projects (story, figures and client quote invented for the template). */
export const samples: Samples = projects
  .filter((project) => project.sample)
  .map((project) => ({
    name: `Project "${project.title}" (${project.location})`,
    why: 'Sample case study: replace with a real project, its real figures and a real client quote',
  }))
