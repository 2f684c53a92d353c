// The old routes' words stay theirs: `/portfolio/project-{n}` redirects (firebase.json) and the
// spotlight is a page of its own (firestore.rules refuses them too; docs/decisions/0024).
import { SLUG_PATTERN } from '../../blog/slug'
import { slugify } from '../editing/slugs'

export const RESERVED_PROJECT_SLUGS = [
  'project-1',
  'project-2',
  'project-3',
  'project-4',
  'project-5',
  'project-spotlight',
] as const

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

export function projectSlugFrom(title: string): string {
  const slug = slugify(title)
  return (RESERVED_PROJECT_SLUGS as readonly string[]).includes(slug) ? `${slug}-job` : slug
}
