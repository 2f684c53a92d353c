/**
 * The blog's seed posts, as the committed snapshot holds them: sample articles written for the
 * template (scripts/seed/, every id starting `seed-`), published until the business unpublishes
 * or deletes them. The launch check lists each one still in the snapshot.
 */
import blogSnapshot from '../../snapshots/blog-posts.json' with { type: 'json' }
import type { Samples } from './samples'

/** The prefix of every document id the seed writes (scripts/seed/posts.ts, documents.ts). */
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
