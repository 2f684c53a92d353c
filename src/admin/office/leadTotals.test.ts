import { describe, expect, it } from 'vitest'
import { stageTotals, wonBySource } from './leadTotals'
import { testLead } from './testLead'

const at = '2026-11-20T15:00:00Z'

describe('totals per stage and per source', () => {
  it('counts each stage, with the amounts quoted and the values won', () => {
    const leads = [
      testLead(at),
      testLead(at, { status: 'contacted' }),
      testLead(at, { status: 'quoted', quotedAmount: 8400 }),
      // Quoted before the quoted amount had its own field: the value typed then stands for it.
      testLead(at, { status: 'quoted', value: 5000 }),
      testLead(at, { status: 'won', value: 12500, quotedAmount: 11000 }),
      testLead(at, { status: 'won', value: null }),
      testLead(at, { status: 'lost', value: 900 }),
    ]
    expect(stageTotals(leads)).toEqual([
      { stage: 'new', count: 1, amount: null },
      { stage: 'contacted', count: 1, amount: null },
      { stage: 'quoted', count: 2, amount: 13400 },
      { stage: 'won', count: 2, amount: 12500 },
      { stage: 'lost', count: 1, amount: null },
    ])
    expect(stageTotals([]).map((t) => t.count)).toEqual([0, 0, 0, 0, 0])
  })

  it('sums won value per source: a campaign, a referring site, or none', () => {
    const leads = [
      testLead(at, { status: 'won', value: 3000, fields: { utm_campaign: 'spring-patios' } }),
      testLead(at, { fields: { utm_campaign: 'spring-patios' } }),
      testLead(at, { status: 'won', value: 9000, fields: { referrer: 'https://www.houzz.com/' } }),
      testLead(at, { status: 'won', value: 1000 }),
      testLead(at, { status: 'lost' }),
    ]
    expect(wonBySource(leads)).toEqual([
      { source: 'houzz.com', leads: 1, won: 1, wonValue: 9000 },
      { source: 'spring-patios', leads: 2, won: 1, wonValue: 3000 },
      { source: '(none)', leads: 2, won: 1, wonValue: 1000 },
    ])
  })
})
