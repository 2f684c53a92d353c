// Imported only behind `import.meta.env.SSR`, so posts never ship in a bundle.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { SITE_URL } from '../lib/env'
import { renderMarkdown } from './markdown'
import { postPath } from './slug'
import { type BlogPost, type BlogPostData, type PostSummary, toSummary } from './types'

export const DEFAULT_SNAPSHOT = 'snapshots/blog-posts.json'

let cache: { file: string; posts: BlogPost[]; bySlug: Map<string, BlogPost> } | null = null

function snapshotFile(): string {
  return resolve(process.cwd(), process.env.BLOG_SNAPSHOT || DEFAULT_SNAPSHOT)
}

function load() {
  const file = snapshotFile()
  if (cache?.file !== file) {
    const posts = JSON.parse(readFileSync(file, 'utf8')) as BlogPost[]
    cache = { file, posts, bySlug: new Map(posts.map((post) => [post.slug, post])) }
  }
  return cache
}

export function allPosts(): BlogPost[] {
  return load().posts
}

export function postBySlug(slug: string | undefined): BlogPost | null {
  return (slug && load().bySlug.get(slug)) || null
}

export function postPaths(): string[] {
  return allPosts().map((post) => postPath(post.slug))
}

export function listData(): { posts: PostSummary[] } {
  return { posts: allPosts().map(toSummary) }
}

export async function postData(slug: string | undefined): Promise<BlogPostData | null> {
  const post = postBySlug(slug)
  if (!post) return null
  return {
    kind: 'post',
    post: {
      ...toSummary(post),
      html: await renderMarkdown(post.content, SITE_URL, post.bodyImages),
    },
  }
}
