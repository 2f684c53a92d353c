/** The seed posts as Firestore documents (publishedAt as a Timestamp, like the editor writes it). */
import { Timestamp } from 'firebase-admin/firestore'
import { seedArtPath, seedContent, seedPosts } from './posts'

export interface SeedDocument {
  id: string
  data: Record<string, unknown>
}

export function seedDocuments(): SeedDocument[] {
  const published = seedPosts.map((post) => ({
    id: post.id,
    data: {
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      author: post.author,
      tags: post.tags,
      status: 'published',
      publishedAt: Timestamp.fromDate(new Date(post.publishedAt)),
      content: seedContent(post.slug),
      seo: { title: post.seoTitle, ogImage: seedArtPath(post.slug) },
    },
  }))
  // One draft, so local development shows that drafts never reach the site.
  const draft: SeedDocument = {
    id: 'seed-draft-pergola-shade',
    data: {
      slug: 'pergola-shade-options',
      title: 'Draft: Louvered Roofs vs. Open Pergolas',
      excerpt: 'Not finished yet.',
      author: 'Dana Whitfield',
      tags: ['Pergolas'],
      status: 'draft',
      publishedAt: Timestamp.fromDate(new Date('2026-11-01T12:00:00.000Z')),
      content: 'Work in progress.',
      seo: { title: 'Pergola shade options', ogImage: null },
    },
  }
  return [...published, draft]
}
