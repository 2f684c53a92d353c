import { describe, expect, it } from 'vitest'
import { dedupeBySlug, parsePostDocument } from './schema'

const good = {
  slug: 'paver-patios',
  title: 'Paver patios',
  excerpt: 'Why pavers.',
  author: 'Marcus Hale',
  tags: ['Patios'],
  status: 'published',
  publishedAt: { toDate: () => new Date('2025-03-05T15:00:00.000Z') },
  content: '# Hi',
  seo: { title: 'Pavers', ogImage: '/blog-media/art/x.svg' },
}

describe('parsePostDocument', () => {
  it('accepts a good document and turns its Timestamp into an ISO string', () => {
    const result = parsePostDocument(good)
    expect(result).toMatchObject({ ok: true, post: { publishedAt: '2025-03-05T15:00:00.000Z' } })
  })

  it.each([
    ['a missing field', { title: undefined }, 'title is missing'],
    ['a mistyped field', { tags: 'Patios' }, 'tags must be a list of strings'],
    ['an invalid date', { publishedAt: 'last Tuesday' }, 'publishedAt is not a valid date'],
    ['a bad slug', { slug: 'Paver Patios!' }, 'slug must be lowercase words'],
    ['non-string content', { content: 42 }, 'content must be a string'],
    ['a missing seo block', { seo: undefined }, 'seo is missing'],
    ['a draft', { status: 'draft' }, 'status is not "published"'],
  ])('rejects %s, naming the field', (_, change, message) => {
    const result = parsePostDocument({ ...good, ...change })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.problems.join('; ')).toContain(message)
  })

  it('treats an absent or empty cover as no cover', () => {
    const result = parsePostDocument({ ...good, seo: { title: 'x', ogImage: '' } })
    expect(result.ok && result.post.seo.ogImage).toBeNull()
  })
})

describe('dedupeBySlug', () => {
  it('keeps the newest post of a slug and orders newest first', () => {
    const posts = [
      { id: 'old', slug: 'a', publishedAt: '2025-01-01T00:00:00.000Z' },
      { id: 'b', slug: 'b', publishedAt: '2025-06-01T00:00:00.000Z' },
      { id: 'new', slug: 'a', publishedAt: '2025-02-01T00:00:00.000Z' },
    ]
    const { kept, dropped } = dedupeBySlug(posts)
    expect(kept.map((p) => p.id)).toEqual(['b', 'new'])
    expect(dropped.map((d) => [d.post.id, d.winner.id])).toEqual([['old', 'new']])
  })
})
