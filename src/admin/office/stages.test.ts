import { describe, expect, it } from 'vitest'
import { ownerPartOf, stageValuesOf } from './stages'
import { testLead } from './testLead'

const values = (extra: Partial<ReturnType<typeof stageValuesOf>>) => ({
  ...stageValuesOf(testLead('2026-11-20T15:00:00Z')),
  ...extra,
})

describe('a lead’s stage as the owner fills it in', () => {
  it('keeps the quoted amount from "quoted" on, typed with a dollar sign and commas', () => {
    expect(ownerPartOf(values({ status: 'quoted', quotedAmount: '$25,000' }))).toEqual({
      part: { status: 'quoted', quotedAmount: 25000, value: null, lostReason: null },
    })
    expect(
      ownerPartOf(values({ status: 'won', quotedAmount: '25,000', value: '$24,500' })),
    ).toEqual({ part: { status: 'won', quotedAmount: 25000, value: 24500, lostReason: null } })
    // Back to contacted: no quote is claimed any more.
    expect(ownerPartOf(values({ status: 'contacted', quotedAmount: '25000' }))).toEqual({
      part: { status: 'contacted', quotedAmount: null, value: null, lostReason: null },
    })
  })

  it('says what is wrong with each amount, and saves nothing', () => {
    expect(ownerPartOf(values({ status: 'won', quotedAmount: '25k', value: '1.5' }))).toEqual({
      errors: {
        quotedAmount: expect.stringMatching(/12,500/),
        value: expect.stringMatching(/12,500/),
      },
    })
    expect(ownerPartOf(values({ status: 'quoted', quotedAmount: '25k' }))).toEqual({
      errors: { quotedAmount: expect.stringMatching(/25k/) },
    })
  })

  it('keeps why it was lost as a choice, with words, or the words alone', () => {
    const lost = (lostReason: string, lostDetail: string) =>
      ownerPartOf(values({ status: 'lost', lostReason, lostDetail }))
    expect(lost('Price', '')).toMatchObject({ part: { lostReason: 'Price' } })
    expect(lost('Price', ' 20 % lower elsewhere ')).toMatchObject({
      part: { lostReason: 'Price: 20 % lower elsewhere' },
    })
    expect(lost('Other', 'Moved away')).toMatchObject({ part: { lostReason: 'Moved away' } })
    expect(lost('', '')).toMatchObject({ part: { lostReason: null } })
  })

  it('reads a stored reason back into the choice and the words', () => {
    const read = (lostReason: string) =>
      stageValuesOf(testLead('2026-11-20T15:00:00Z', { status: 'lost', lostReason }))
    expect(read('Price: 20 % lower elsewhere')).toMatchObject({
      lostReason: 'Price',
      lostDetail: '20 % lower elsewhere',
    })
    expect(read('Not now')).toMatchObject({ lostReason: 'Not now', lostDetail: '' })
    expect(read('Moved away')).toMatchObject({ lostReason: 'Other', lostDetail: 'Moved away' })
  })

  it('starts every form with an empty note: notes are added, never edited', () => {
    const lead = testLead('2026-11-20T15:00:00Z', { note: 'Old note', quotedAmount: 8400 })
    expect(stageValuesOf(lead)).toMatchObject({ note: '', quotedAmount: '8400' })
  })
})
