export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** Path segment of the pre-rendered post shell (cannot collide: it is not a valid slug). */
export const SHELL_SLUG = '_post'

export function postPath(slug: string): string {
  return `/blog/${slug}/`
}
