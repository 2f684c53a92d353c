import { Timestamp } from 'firebase-admin/firestore'
import { seedArtPath, seedContent, seedPosts } from './posts'

export interface SeedDocument {
  id: string
  data: Record<string, unknown>
}

const HOUR = 3_600_000
const DAY = 24 * HOUR

export function seedDocuments(now: Date = new Date()): SeedDocument[] {
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
  // One scheduled post, so local development shows it reaches neither snapshot nor live blog early.
  const scheduled: SeedDocument = {
    id: 'seed-scheduled-winter-kitchen',
    data: {
      slug: 'winterizing-an-outdoor-kitchen',
      title: 'Scheduled: Winterizing an Outdoor Kitchen',
      excerpt: 'Shut-off valves, drains and covers: what to do before the first hard freeze.',
      author: 'Marcus Hale',
      tags: ['Outdoor Kitchens'],
      status: 'published',
      publishedAt: Timestamp.fromMillis(Math.ceil(now.getTime() / HOUR) * HOUR + 3 * DAY),
      content: [
        'Scheduled for later: this post appears on the blog once its date has come.',
        '',
        '## Before the first hard freeze',
        '',
        '- Close the shut-off valve and drain the sink line.',
        '- Disconnect and store the propane tank upright, outdoors.',
        '- Cover the grill once it is cold and dry.',
      ].join('\n'),
      seo: { title: 'Winterizing an Outdoor Kitchen', ogImage: null },
    },
  }
  return [...published, draft, scheduled]
}
