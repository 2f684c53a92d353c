import snapshot from '../../snapshots/blog-posts.json' with { type: 'json' }
import { projectPaths } from '../../src/content/portfolio'

/** One page of each type, as `npm run audit` and `npm run bench:lcp` measure them. */
export function auditedPages(): string[] {
  const firstPost = (snapshot as { slug: string }[])[0]
  return [
    '/',
    '/services/outdoor-kitchens/',
    '/blog/',
    ...(firstPost ? [`/blog/${firstPost.slug}/`] : []),
    '/contact-us/',
    '/portfolio/',
    ...projectPaths().slice(0, 1),
    '/estimate/',
    '/quote/',
  ]
}
