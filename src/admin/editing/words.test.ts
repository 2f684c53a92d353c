import { describe, expect, it } from 'vitest'
import { facts } from '../collections/facts'
import { posts } from '../collections/posts'
import { prices } from '../collections/prices'
import { differsOf, refusalSentence, shown } from './words'

describe('the editor’s words, the same for every collection', () => {
  it('counts the fields a save was refused for, and names them in the form’s words', () => {
    expect(refusalSentence({ coverAlt: 'Needed.' }, posts)).toBe(
      'Not saved: one field needs attention (marked above): Alt text.',
    )
    // Paths of the document fall to their form's field, each named once.
    expect(
      refusalSentence(
        { 'phone.tel': 'x', 'hours.0.closes': 'x', 'hours.1.days': 'x', email: 'x' },
        facts,
      ),
    ).toBe(
      'Not saved: 4 fields need attention (marked above): Number dialled, Opening hours, Email.',
    )
    expect(refusalSentence({ form: 'x' }, posts)).toBe(
      'Not saved: one field needs attention (marked above).',
    )
  })

  it('shows a value as a reader compares it, without what the form keeps to tell rows apart', () => {
    expect(shown(['Decks', 'Wood'])).toBe('Decks, Wood')
    expect(shown(true)).toBe('Yes')
    expect(
      shown([{ key: 'upload:ab', source: { kind: 'upload' }, alt: 'A deck', beforeOf: '' }]),
    ).toBe('A deck')
  })

  it('names what differs as the collection says it (a price range by its label)', () => {
    const mine = { ranges: [{ path: 'p.0', label: 'Fire pit · Gas', low: '4000', high: '9000' }] }
    const theirs = { ranges: [{ path: 'p.0', label: 'Fire pit · Gas', low: '4000', high: '9900' }] }
    expect(differsOf(prices, mine, theirs)).toEqual(['Fire pit · Gas'])
    expect(differsOf(prices, mine, mine)).toEqual([])
  })
})
