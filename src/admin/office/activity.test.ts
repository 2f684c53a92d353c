import { describe, expect, it } from 'vitest'
import { type ActivityEntry, entryWords, historyOf, parseActivity } from './activity'
import { testLead } from './testLead'

const at = { toDate: () => new Date('2026-11-21T14:00:00Z') }
const entry = (extra: Partial<ActivityEntry>): ActivityEntry => ({
  id: 'e',
  kind: 'note',
  at: new Date('2026-11-21T14:00:00Z'),
  by: 'owner@example.com',
  ...extra,
})

describe('a lead’s history', () => {
  it('reads each kind of entry, and leaves out one that does not parse', () => {
    expect(parseActivity('a', { kind: 'call', at, by: 'owner@example.com' })).toEqual({
      id: 'a',
      kind: 'call',
      at: new Date('2026-11-21T14:00:00Z'),
      by: 'owner@example.com',
    })
    expect(parseActivity('b', { kind: 'fax', at, by: 'x' })).toBeNull()
    expect(parseActivity('c', { kind: 'note', by: 'x', text: 'no time' })).toBeNull()
  })

  it('says each entry in words, with the stage’s amount or reason', () => {
    expect(
      entryWords(entry({ kind: 'status', from: 'contacted', to: 'quoted', amount: 25000 })),
    ).toBe('Contacted → Quoted: $25,000')
    expect(entryWords(entry({ kind: 'status', from: 'quoted', to: 'lost', reason: 'Price' }))).toBe(
      'Quoted → Lost: Price',
    )
    expect(entryWords(entry({ kind: 'note', text: 'Visit Tuesday' }))).toBe('Visit Tuesday')
    expect(entryWords(entry({ kind: 'text' }))).toBe('Text message started from the office')
  })

  it('keeps the single note from before the history as its first entry', () => {
    const lead = testLead('2026-11-20T15:00:00Z', { note: 'Quote sent: $8,400.' })
    const history = historyOf(lead, [entry({ text: 'Later' })])
    expect(history.map((e) => [e.text, e.at])).toEqual([
      ['Quote sent: $8,400.', null],
      ['Later', new Date('2026-11-21T14:00:00Z')],
    ])
    expect(historyOf(testLead('2026-11-20T15:00:00Z'), [])).toEqual([])
  })

  it('puts a save’s status change before its note, whatever order they were read in', () => {
    const saved = [entry({ id: 'n', text: 'With it' }), entry({ id: 's', kind: 'status' })]
    const earlier = entry({ id: 'e', at: new Date('2026-11-21T13:00:00Z') })
    const ids = historyOf(testLead('2026-11-20T15:00:00Z'), [...saved, earlier]).map((e) => e.id)
    expect(ids).toEqual(['e', 's', 'n'])
  })
})
