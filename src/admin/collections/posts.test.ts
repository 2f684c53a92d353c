import { describe, expect, it } from 'vitest'
import { CONTENT_MAX_LENGTH } from '../../blog/schema'
import { differingLabels } from '../editing/words'
import {
  documentFromForm,
  EMPTY_FORM,
  FIELD_LABELS,
  formFromDocument,
  newestFirst,
  postState,
  publishedAtFor,
  validateForm,
} from './posts'

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
    // Why it blocks, and how to fix it, where it blocks.
    expect(check({ ...filled, cover: '/x.svg' }).coverAlt).toMatch(
      /^The cover needs alt text before the post can be saved: people who cannot see the image hear it instead\. Use “Change cover”/,
    )
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

describe('the date a save writes', () => {
  const now = new Date('2026-06-10T15:00:00Z')
  const live = { status: 'published' as const, publishedAt: '2026-01-05T15:00:00.000Z' }
  const scheduled = { status: 'published' as const, publishedAt: '2026-07-01T12:00:00.000Z' }
  const draft = { status: 'draft' as const, publishedAt: '2026-01-05T15:00:00.000Z' }
  const later = new Date('2026-08-01T12:00:00Z')

  it('a post already live keeps its date, on Publish now too', () => {
    expect(publishedAtFor('publish', live, undefined, now)).toEqual(new Date(live.publishedAt))
    expect(publishedAtFor('update', live, undefined, now)).toEqual(new Date(live.publishedAt))
  })

  it('a first publish takes the server’s time: a new post, a draft, a scheduled post made live now', () => {
    expect(publishedAtFor('publish', undefined, undefined, now)).toBe('server')
    expect(publishedAtFor('publish', draft, undefined, now)).toBe('server')
    expect(publishedAtFor('publish', scheduled, undefined, now)).toBe('server')
  })

  it('an explicit date is the date; other saves keep the stored one', () => {
    expect(publishedAtFor('schedule', live, later, now)).toEqual(later)
    expect(publishedAtFor('draft', draft, undefined, now)).toEqual(new Date(draft.publishedAt))
    expect(publishedAtFor('unpublish', live, undefined, now)).toEqual(new Date(live.publishedAt))
    expect(publishedAtFor('draft', undefined, undefined, now)).toEqual(now)
  })
})

describe('what differs, by the posts’ labels (editing/words.ts)', () => {
  const base = { ...EMPTY_FORM, title: 'Deck Boards', slug: 'deck-boards', tags: ['Decks'] }
  it('names the fields that differ, in the form’s order, and none when equal', () => {
    expect(differingLabels(FIELD_LABELS, base, { ...base })).toEqual([])
    expect(
      differingLabels(FIELD_LABELS, base, {
        ...base,
        content: 'New',
        title: 'Other',
        tags: ['Decks', 'Wood'],
      }),
    ).toEqual(['Title', 'Tags', 'Body'])
  })
  it('ignores whether the slug follows the title', () => {
    expect(differingLabels(FIELD_LABELS, base, { ...base, slugEdited: !base.slugEdited })).toEqual(
      [],
    )
  })
})
