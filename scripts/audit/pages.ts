import snapshot from '../../snapshots/blog-posts.json' with { type: 'json' }

/** One page of each type, as `npm run audit` and `npm run bench:lcp` measure them. */
export function auditedPages(): string[] {
  const firstPost = (snapshot as { slug: string }[])[0]
  return [
    '/',
    '/services/outdoor-kitchens/',
    '/blog/',
    ...(firstPost ? [`/blog/${firstPost.slug}/`] : []),
    '/contact-us/',
  ]
}
