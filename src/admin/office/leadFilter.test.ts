import { describe, expect, it } from 'vitest'
import {
  dayBounds,
  filterFromSearch,
  filterLeads,
  type LeadFilter,
  moreFiltersSet,
  NO_FILTER,
  searchOfFilter,
} from './leadFilter'
import { testLead } from './testLead'

const NOW = new Date('2026-11-28T12:00:00Z')

describe('the list’s filters and their address', () => {
  const ana = testLead('2026-11-01T03:30:00Z', {
    fields: { name: 'Ana Ruiz', email: 'ana@x.com', area: 'cary', project: 'deck' },
  })
  const bob = testLead('2026-11-02T05:00:00Z', {
    status: 'won',
    fields: { email: 'BOB@y.com', utm_source: 'nextdoor', utm_campaign: 'spring-patios' },
  })
  const houzz = testLead('2026-11-28T04:59:00Z', {
    fields: { area: 'chapel-hill', page: '/quote/', referrer: 'https://www.houzz.com/pro/x' },
  })
  const all = [ana, bob, houzz]
  const only = (change: Partial<LeadFilter>) => filterLeads(all, { ...NO_FILTER, ...change }, NOW)

  it('filters by status, form, delivery and a part of the name or email', () => {
    expect(only({})).toEqual(all)
    expect(only({ status: 'won' })).toEqual([bob])
    expect(only({ form: 'quote' })).toEqual([ana])
    expect(only({ form: 'contact' })).toEqual([bob, houzz])
    expect(only({ query: ' bob@ ' })).toEqual([bob])
    expect(only({ query: 'ruiz' })).toEqual([ana])
    expect(only({ undelivered: true })).toEqual([])
  })

  it('filters by Eastern days, both ends included', () => {
    // Nov 1, 03:30 UTC is Oct 31, 11:30 pm EDT; Nov 28, 04:59 UTC is Nov 27, 11:59 pm EST.
    expect(only({ from: '2026-11-01' })).toEqual([bob, houzz])
    expect(only({ to: '2026-10-31' })).toEqual([ana])
    // Bob came at midnight Nov 2 (EST), Houzz a minute before midnight Nov 27.
    expect(only({ from: '2026-11-02', to: '2026-11-27' })).toEqual([bob, houzz])
    expect(only({ from: '2026-11-03', to: '2026-11-26' })).toEqual([])
    expect(only({ from: '2026-11-28' })).toEqual([])
    expect(dayBounds('2026-11-01', '2026-11-01')).toEqual({
      start: Date.parse('2026-11-01T04:00:00Z'),
      end: Date.parse('2026-11-02T05:00:00Z'),
    })
  })

  it('filters by source: a campaign, its utm_source, a referring site, or none', () => {
    expect(only({ source: 'spring-patios' })).toEqual([bob])
    expect(only({ source: 'Nextdoor' })).toEqual([bob])
    expect(only({ source: 'houzz.com' })).toEqual([houzz])
    expect(only({ source: 'www.houzz.com' })).toEqual([houzz])
    expect(only({ source: 'none' })).toEqual([ana])
  })

  it('filters by city, project and page', () => {
    expect(only({ city: 'chapel-hill' })).toEqual([houzz])
    expect(only({ project: 'deck' })).toEqual([ana])
    expect(only({ page: '/quote/' })).toEqual([houzz])
    expect(only({ page: 'none' })).toEqual([])
    expect(
      filterLeads(
        [testLead(ana.receivedAt.toISOString(), { fields: { page: '' } }), ana],
        { ...NO_FILTER, page: 'none' },
        NOW,
      ),
    ).toHaveLength(1)
  })

  it('reads a filter from the list’s address, ignoring what it does not know', () => {
    expect(
      filterFromSearch(
        '?status=won&form=quote&delivery=trouble&q=ana&from=2026-11-01&to=2026-11-28&source=houzz.com&city=cary&project=deck&page=%2Fquote%2F',
      ),
    ).toEqual({
      status: 'won',
      form: 'quote',
      undelivered: true,
      query: 'ana',
      from: '2026-11-01',
      to: '2026-11-28',
      source: 'houzz.com',
      city: 'cary',
      project: 'deck',
      page: '/quote/',
    })
    expect(filterFromSearch('?status=hacked&form=newsletter&from=2026-02-30&to=soon')).toEqual(
      NO_FILTER,
    )
  })

  it('writes a filter into the list’s address and reads the same filter back', () => {
    expect(searchOfFilter(NO_FILTER)).toBe('')
    const chosen: LeadFilter = {
      ...NO_FILTER,
      status: 'new',
      form: 'contact',
      undelivered: true,
      query: 'ana & bo',
      from: '2026-11-01',
      source: 'houzz.com',
    }
    expect(searchOfFilter(chosen)).toBe(
      '?from=2026-11-01&status=new&form=contact&source=houzz.com&delivery=trouble&q=ana+%26+bo',
    )
    expect(filterFromSearch(searchOfFilter(chosen))).toEqual(chosen)
  })

  it('counts the filters a phone keeps under "More filters", not the search or the status', () => {
    expect(moreFiltersSet({ ...NO_FILTER, query: 'ana', status: 'won', page: '/quote/' })).toBe(0)
    expect(moreFiltersSet({ ...NO_FILTER, form: 'quote', to: '2026-11-02' })).toBe(2)
    expect(moreFiltersSet({ ...NO_FILTER, source: 'none', city: 'cary', undelivered: true })).toBe(
      3,
    )
  })
})
