import { describe, expect, it } from 'vitest'
import type { TestimonialDocument } from '../../content/schema/testimonials'
import { checkReview, excerpt, type ReviewValues, reviewValues } from './reviews'

const TODAY = '2026-11-26'

const real: ReviewValues = {
  ...reviewValues(null),
  quote: 'They rebuilt our deck in a week.',
  name: 'Dana and Chris M.',
  city: 'cary',
  service: 'patios-and-decks',
  sourceName: 'Google',
  sourceUrl: 'https://g.page/r/oak-and-ember/review',
  date: '2026-10-02',
  consent: true,
  consentHow: 'Email of 3 October',
  placements: ['home'],
}

const problemsOf = (values: ReviewValues, stored: TestimonialDocument | null = null) => {
  const checked = checkReview(values, stored, 'published', TODAY)
  return 'problems' in checked ? checked.problems : {}
}

describe('the review form', () => {
  it('makes a real review with its source, date and consent noted today', () => {
    const checked = checkReview(real, null, 'published', TODAY)
    expect(checked).toEqual({
      doc: {
        quote: real.quote,
        name: 'Dana and Chris M.',
        city: 'cary',
        service: 'patios-and-decks',
        source: { name: 'Google', url: real.sourceUrl },
        date: '2026-10-02',
        consent: { noted: TODAY, how: 'Email of 3 October' },
        sample: false,
        placements: ['home'],
        order: 0,
        status: 'published',
      },
    })
  })

  it('refuses a full surname, and accepts an initial', () => {
    expect(problemsOf({ ...real, name: 'Laura Bennett' }).name).toMatch(/initial only/)
    expect(problemsOf({ ...real, name: 'laura b.' }).name).toMatch(/initial only/)
    expect(problemsOf({ ...real, name: 'Laura B.' })).toEqual({})
  })

  it('refuses a real review without consent, source or date, each beside its field', () => {
    const problems = problemsOf({
      ...real,
      consent: false,
      sourceName: '',
      sourceUrl: '',
      date: '',
    })
    expect(Object.keys(problems).sort()).toEqual(['consent', 'date', 'sourceName', 'sourceUrl'])
    expect(problemsOf({ ...real, consentHow: ' ' }).consentHow).toBe('Say how they agreed.')
  })

  it('refuses a link that is not https, and a date after today', () => {
    expect(problemsOf({ ...real, sourceUrl: 'http://yelp.com/x' }).sourceUrl).toBe(
      'A link starting with https://',
    )
    expect(problemsOf({ ...real, sourceUrl: 'javascript:alert(1)' }).sourceUrl).toBeDefined()
    expect(problemsOf({ ...real, date: '2026-11-27' }).date).toMatch(/not a later one/)
  })

  it('publishes only somewhere; a draft may wait for its pages', () => {
    const nowhere = { ...real, placements: [], project: '' }
    expect(problemsOf(nowhere).placements).toMatch(/at least one page/)
    expect('doc' in checkReview(nowhere, null, 'draft', TODAY)).toBe(true)
  })

  it('keeps a sample a sample, with its order, and lets it lack a source', () => {
    const stored: TestimonialDocument = {
      quote: 'Honest advice.',
      name: 'Tom H.',
      city: 'wake-forest',
      sample: true,
      placements: ['services'],
      order: 3,
      status: 'published',
    }
    const checked = checkReview(reviewValues(stored), stored, 'published', TODAY)
    expect(checked).toEqual({ doc: stored })
    // Consent kept from the stored document keeps its day.
    const noted = { ...real, consentNoted: '2026-10-03' }
    const doc = checkReview(noted, null, 'draft', TODAY)
    expect('doc' in doc && doc.doc.consent?.noted).toBe('2026-10-03')
  })
})

describe('the list’s excerpt', () => {
  it('keeps a short quote whole and cuts a long one at a word', () => {
    expect(excerpt('Honest advice.')).toBe('Honest advice.')
    expect(excerpt('one two three four', 9)).toBe('one two…')
    expect(excerpt('one two three four', 13)).toBe('one two three…')
  })
})
