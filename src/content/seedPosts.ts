// Sample articles (scripts/seed/); the launch check lists each one still in the snapshot.
import blogSnapshot from '../../snapshots/blog-posts.json' with { type: 'json' }
import type { Samples } from './samples'

export const SEED_POST_ID_PREFIX = 'seed-'

export function seedPostSamples(posts: readonly { id: string; slug: string; title: string }[]) {
  return posts
    .filter((post) => post.id.startsWith(SEED_POST_ID_PREFIX))
    .map((post) => ({
      name: `Blog post "${post.title}" (/blog/${post.slug}/)`,
      why: 'Seed post written for the template: unpublish (status "draft") or delete it in the desk, then snapshot',
    }))
}

export const samples: Samples = seedPostSamples(blogSnapshot)
