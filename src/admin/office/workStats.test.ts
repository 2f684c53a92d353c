import { describe, expect, it } from 'vitest'
import { testLead } from './testLead'
import { niceMax } from './WeekChart'
import { weekStart, workStats } from './workStats'

describe('what brings work', () => {
  it('starts weeks on Monday 00:00 US Eastern, across the clock changes', () => {
    // Wednesday Nov 25, 2026 (EST): the week starts Monday Nov 23, 05:00 UTC.
    expect(new Date(weekStart(Date.parse('2026-11-25T15:00:00Z'))).toISOString()).toBe(
      '2026-11-23T05:00:00.000Z',
    )
    // Sunday 11 PM Eastern is still the week before.
    expect(new Date(weekStart(Date.parse('2026-11-30T03:59:00Z'))).toISOString()).toBe(
      '2026-11-23T05:00:00.000Z',
    )
    // The week of Nov 1, 2026 (clocks go back on Sunday Nov 1) started Monday Oct 26, EDT.
    expect(new Date(weekStart(Date.parse('2026-11-01T12:00:00Z'))).toISOString()).toBe(
      '2026-10-26T04:00:00.000Z',
    )
  })

  it('counts 12 weeks of leads, won jobs and their value, per week and per source', () => {
    const now = new Date('2026-11-25T15:00:00Z')
    const leads = [
      testLead('2026-11-24T14:00:00Z', {
        status: 'won',
        value: 12000,
        fields: { page: '/decks/', utm_campaign: 'fall' },
      }),
      testLead('2026-11-23T14:00:00Z', { fields: { page: '/decks/', utm_campaign: 'fall' } }),
      testLead('2026-11-18T14:00:00Z', {
        status: 'won',
        value: 3000,
        fields: { page: '/patios/' },
      }),
      testLead('2026-09-07T14:00:00Z', { fields: { page: '/patios/' } }), // Monday of week 1
      testLead('2026-09-06T14:00:00Z', { fields: { page: '/old/' } }), // before the 12 weeks
      testLead('2026-11-26T14:00:00Z'), // after now
      // A referrer alone names the source: Houzz, not "(none)".
      testLead('2026-11-20T14:00:00Z', {
        fields: { page: '/quote/', referrer: 'https://www.houzz.com/pro/oak-ember' },
      }),
    ]
    const stats = workStats(leads, now)
    expect(stats.weeks).toHaveLength(12)
    expect(stats.weeks[0]?.label).toBe('Sep 7')
    expect(stats.weeks[11]?.label).toBe('Nov 23')
    expect(stats.weeks.map((w) => w.leads)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2])
    expect(stats.weeks[11]).toMatchObject({ won: 1, wonValue: 12000 })
    expect(stats.total).toEqual({ leads: 5, won: 2, wonValue: 15000 })
    expect(stats.sources).toEqual([
      { page: '/decks/', source: 'fall', leads: 2, won: 1, wonValue: 12000 },
      { page: '/patios/', source: '(none)', leads: 2, won: 1, wonValue: 3000 },
      { page: '/quote/', source: 'houzz.com', leads: 1, won: 0, wonValue: 0 },
    ])
  })

  it('rounds the chart’s scale up to a round number', () => {
    expect([0, 3, 7, 12, 48, 51, 1000].map(niceMax)).toEqual([4, 4, 10, 20, 50, 100, 1000])
  })
})
