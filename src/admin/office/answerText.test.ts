import { describe, expect, it } from 'vitest'
import { answerText, estimateText } from './answerText'

describe('a lead’s answers in the site’s words', () => {
  it('names a topic, a city, a project, a budget and a timing as the forms showed them', () => {
    expect(answerText('subject', 'fire-features')).toBe('Fire Pits & Fireplaces')
    expect(answerText('area', 'chapel-hill')).toBe('Chapel Hill')
    expect(answerText('project', 'other')).toBe('Something else')
    expect(answerText('budget', '25k-50k')).toBe('$25,000 – $50,000')
    expect(answerText('timing', 'asap')).toBe('As soon as possible')
  })

  it('keeps what no list knows, and every free-text field, as the visitor sent it', () => {
    expect(answerText('subject', 'retired-topic')).toBe('retired-topic')
    expect(answerText('area', 'sanford')).toBe('sanford')
    expect(answerText('message', 'fire-features')).toBe('fire-features')
    expect(answerText('name', 'asap')).toBe('asap')
  })

  it('puts the estimator’s fields in one line with the range the visitor was shown', () => {
    expect(
      estimateText({
        estimate_project: 'patio',
        estimate_size: '400',
        estimate_material: 'pavers',
        estimate_low: '12000',
        estimate_high: '18500',
      }),
    ).toMatch(/^Patio[^,]*, 400 sq ft, [A-Z][^,]*: \$12,000 – \$18,500$/)
    expect(
      estimateText({ estimate_project: 'fire', estimate_option: 'no-such', estimate_low: '9' }),
    ).toMatch(/^Fire[^,]*, no-such$/)
    expect(estimateText({ estimate_project: 'spaceship' })).toBe('spaceship')
    expect(estimateText({})).toBe('')
  })
})
