import { describe, expect, it } from 'vitest'
import {
  CONTENT_MAX_LENGTH,
  dedupeBySlug,
  isPublic,
  MAX_TAGS,
  parsePostDocument,
  toBlogPost,
  validatePostWrite,
} from './schema'

const at = (iso: string) => ({ toDate: () => new Date(iso) })

const good = {
  slug: 'paver-patios',
  title: 'Paver patios',
  excerpt: 'Why pavers.',
  author: 'Marcus Hale',
  tags: ['Patios'],
  status: 'published',
  publishedAt: at('2025-03-05T15:00:00.000Z'),
  content: '# Hi',
  seo: { title: 'Pavers', ogImage: '/blog-media/art/x.svg' },
}

describe('parsePostDocument', () => {
  it('accepts a good document and turns its Timestamp into an ISO string', () => {
    const result = parsePostDocument(good)
    expect(result).toMatchObject({ ok: true, post: { publishedAt: '2025-03-05T15:00:00.000Z' } })
    expect(result.ok && result.post.updatedAt).toBeUndefined()
  })

  it('accepts a draft, and an updatedAt timestamp', () => {
    const result = parsePostDocument({
      ...good,
      status: 'draft',
      updatedAt: at('2025-03-06T09:30:00.000Z'),
    })
    expect(result).toMatchObject({
      ok: true,
      post: { status: 'draft', updatedAt: '2025-03-06T09:30:00.000Z' },
    })
  })

  it('accepts content of exactly the size limit', () => {
    expect(parsePostDocument({ ...good, content: 'a'.repeat(CONTENT_MAX_LENGTH) }).ok).toBe(true)
  })

  it.each([
    ['a missing field', { title: undefined }, 'title is missing'],
    ['a mistyped field', { tags: 'Patios' }, 'tags must be a list of strings'],
    ['an invalid date', { publishedAt: at('last Tuesday') }, 'publishedAt is not a valid date'],
    ['a date typed as text', { publishedAt: '2025-03-05' }, 'publishedAt must be a timestamp'],
    ['a mistyped updatedAt', { updatedAt: 'yesterday' }, 'updatedAt must be a timestamp'],
    ['a null updatedAt', { updatedAt: null }, 'updatedAt is not a valid date'],
    ['a bad slug', { slug: 'Paver Patios!' }, 'slug must be lowercase words'],
    ['non-string content', { content: 42 }, 'content must be a string'],
    [
      'oversize content',
      { content: 'a'.repeat(CONTENT_MAX_LENGTH + 1) },
      `content is longer than ${CONTENT_MAX_LENGTH} characters`,
    ],
    [
      'content past the markdown bounds',
      { content: `${'>'.repeat(40)} deep` },
      'content has 40 quotes and lists nested at line 1; at most 32',
    ],
    ['too many tags', { tags: Array(MAX_TAGS + 1).fill('t') }, 'tags has more than'],
    ['a blank tag', { tags: ['Patios', ' '] }, 'tags.1 has an empty tag'],
    ['a missing seo block', { seo: undefined }, 'seo is missing'],
    ['an unknown status', { status: 'scheduled' }, 'status must be "draft" or "published"'],
  ])('rejects %s, naming the field', (_, change, message) => {
    const result = parsePostDocument({ ...good, ...change })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.problems.join('; ')).toContain(message)
  })

  it('treats an absent or empty cover as no cover', () => {
    const result = parsePostDocument({ ...good, seo: { title: 'x', ogImage: '' } })
    expect(result.ok && result.post.seo.ogImage).toBeNull()
  })

  it('ignores fields it does not know when reading', () => {
    expect(parsePostDocument({ ...good, featured: true }).ok).toBe(true)
  })
})

describe('validatePostWrite', () => {
  it('refuses a body past the markdown bounds before it is saved, naming the bound', () => {
    const result = validatePostWrite({ ...good, content: `Intro.\n\n${'*'.repeat(5000)}a` })
    expect(result).toMatchObject({
      ok: false,
      issues: [{ field: 'content', message: "has 5,000 '*' in a row on line 3; at most 32" }],
    })
  })

  it('accepts what parsePostDocument accepts', () => {
    expect(validatePostWrite({ ...good, updatedAt: new Date() }).ok).toBe(true)
  })

  it('refuses unknown fields, naming each beside its field', () => {
    const result = validatePostWrite({
      ...good,
      featured: true,
      seo: { ...good.seo, description: 'x' },
    })
    expect(result.ok).toBe(false)
    if (!result.ok)
      expect(result.issues).toEqual(
        expect.arrayContaining([
          { field: 'featured', message: 'is not a post field' },
          { field: 'seo.description', message: 'is not a post field' },
        ]),
      )
  })

  it('gives every problem with its field, for messages beside the fields', () => {
    const result = validatePostWrite({ ...good, slug: 'No', title: ' ' })
    expect(result.ok).toBe(false)
    if (!result.ok)
      expect(result.issues.map((i) => i.field).sort()).toEqual(['slug', 'title'].sort())
  })
})

describe('isPublic', () => {
  const now = new Date('2025-03-05T15:00:00.000Z')
  it.each([
    ['published and due', 'published', '2025-03-05T14:59:59.999Z', true],
    ['published at this very moment', 'published', '2025-03-05T15:00:00.000Z', true],
    ['scheduled a millisecond ahead', 'published', '2025-03-05T15:00:00.001Z', false],
    ['a draft, even an old one', 'draft', '2020-01-01T00:00:00.000Z', false],
  ] as const)('%s → %s', (_, status, publishedAt, expected) => {
    expect(isPublic({ status, publishedAt }, now)).toBe(expected)
  })
})

describe('toBlogPost', () => {
  it('carries updatedAt only when the document has one', () => {
    const parsed = parsePostDocument({ ...good, updatedAt: at('2025-04-01T00:00:00.000Z') })
    const plain = parsePostDocument(good)
    if (!parsed.ok || !plain.ok) throw new Error('fixture invalid')
    expect(toBlogPost('a', parsed.post, null).updatedAt).toBe('2025-04-01T00:00:00.000Z')
    expect('updatedAt' in toBlogPost('a', plain.post, null)).toBe(false)
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
