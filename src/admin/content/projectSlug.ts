/**
 * A project's address, /portfolio/{slug}/. The old routes' words stay theirs: `/portfolio/project-{n}`
 * redirects (firebase.json) and the spotlight is a page of its own, so no project may take them
 * (firestore.rules refuses them too; docs/decisions/0024).
 */
import { SLUG_PATTERN } from '../../blog/slug'
import { slugify } from '../postForm'

export const RESERVED_PROJECT_SLUGS = [
  'project-1',
  'project-2',
  'project-3',
  'project-4',
  'project-5',
  'project-spotlight',
] as const

/** Why `slug` cannot be a project's address, or null when it can. */
export function projectSlugProblem(
  slug: string,
  otherSlugs: readonly string[] = [],
): string | null {
  if (!SLUG_PATTERN.test(slug) || slug.length > 100)
    return 'Use lowercase letters and numbers joined by single hyphens.'
  if ((RESERVED_PROJECT_SLUGS as readonly string[]).includes(slug))
    return `“${slug}” is an old address of the portfolio; choose another.`
  if (otherSlugs.includes(slug)) return 'Another project has this address.'
  return null
}

/** A project's slug from its title, kept clear of the reserved words. */
export function projectSlugFrom(title: string): string {
  const slug = slugify(title)
  return (RESERVED_PROJECT_SLUGS as readonly string[]).includes(slug) ? `${slug}-job` : slug
}
