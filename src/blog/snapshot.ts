/**
 * Build-time access to the committed blog snapshot. Only route loaders and static-path
 * functions import this module (behind `import.meta.env.SSR`), so posts never ship in a bundle.
 */
import snapshot from '../../snapshots/blog-posts.json'
import type { BlogPost } from './types'

const posts = snapshot as BlogPost[]

export function allPosts(): BlogPost[] {
  return posts
}

export function postBySlug(slug: string | undefined): BlogPost | null {
  return posts.find((post) => post.slug === slug) ?? null
}

export function postPaths(): string[] {
  return posts.map((post) => `/blog/${post.slug}/`)
}
