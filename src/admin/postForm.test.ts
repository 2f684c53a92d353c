import { describe, expect, it } from 'vitest'
import { CONTENT_MAX_LENGTH } from '../blog/schema'
import {
  documentFromForm,
  EMPTY_FORM,
  formFromDocument,
  newestFirst,
  postState,
  slugify,
  validateForm,
} from './postForm'

const filled = {
  ...EMPTY_FORM,
  title: 'Patios in Cary',
  slug: 'patios-in-cary',
  excerpt: 'Pavers or concrete.',
  author: 'Dana Whitfield',
  tags: ['Patios'],
  seoTitle: 'Patios in Cary',
  content: '| a | b |\n| - | - |\n| 1 | 2 |',
}
const when = new Date('2026-11-24T14:00:00Z')
const check = (values = filled, slugs: string[] = []) =>
  validateForm(values, documentFromForm(values, 'draft', when, when), new Set(slugs))

describe('the editor’s form', () => {
  it('makes slugs from titles', () => {
    expect(slugify('Décor & Fire: 5 Ideas!')).toBe('decor-and-fire-5-ideas')
    expect(slugify('  --  ')).toBe('')
  })

  it('writes a document the schema accepts, and reads it back', () => {
    expect(check()).toEqual({})
    const doc = documentFromForm(
      { ...filled, cover: '/x.svg', coverAlt: 'A patio' },
      'published',
      when,
      when,
    )
    expect(doc.seo).toEqual({ title: 'Patios in Cary', ogImage: '/x.svg', ogImageAlt: 'A patio' })
    const back = formFromDocument({
      ...doc,
      publishedAt: when.toISOString(),
      updatedAt: when.toISOString(),
    })
    expect(back).toEqual({ ...filled, cover: '/x.svg', coverAlt: 'A patio', slugEdited: true })
  })

  it('puts the schema’s errors beside their fields', () => {
    const errors = check({
      ...filled,
      title: ' ',
      author: '',
      slug: 'Bad Slug',
      content: 'x'.repeat(CONTENT_MAX_LENGTH + 1),
    })
    expect(errors.title).toBe('Title is empty.')
    expect(errors.author).toBe('Author is empty.')
    expect(errors.slug).toMatch(/^Slug must be lowercase words/)
    expect(errors.content).toMatch(/^Body is longer than/)
  })

  it('refuses a slug another post uses, and a cover without alt text', () => {
    expect(check(filled, ['patios-in-cary']).slug).toBe(
      'Another post already uses “patios-in-cary”.',
    )
    expect(check({ ...filled, cover: '/x.svg' }).coverAlt).toMatch(/^Alt text is required/)
  })

  it('tells drafts, scheduled and published posts apart, and lists newest first', () => {
    const now = new Date('2026-11-24T12:00:00Z')
    expect(postState({ status: 'draft', publishedAt: '2026-01-01T00:00:00Z' }, now)).toBe('draft')
    expect(postState({ status: 'published', publishedAt: '2026-11-25T00:00:00Z' }, now)).toBe(
      'scheduled',
    )
    expect(postState({ status: 'published', publishedAt: '2026-11-23T00:00:00Z' }, now)).toBe(
      'published',
    )
    const post = (id: string, publishedAt: string) => ({
      id,
      doc: {
        ...documentFromForm(filled, 'draft', when, when),
        publishedAt,
        updatedAt: publishedAt,
      },
    })
    const sorted = [post('a', '2026-01-01T00:00:00Z'), post('b', '2026-06-01T00:00:00Z')].sort(
      newestFirst,
    )
    expect(sorted.map((p) => p.id)).toEqual(['b', 'a'])
  })
})
