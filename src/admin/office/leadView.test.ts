import { describe, expect, it } from 'vitest'
import {
  campaignOf,
  deliveryTrouble,
  filterFromSearch,
  filterLeads,
  leadName,
  NO_FILTER,
  neverTried,
  referrerHost,
  searchOfFilter,
  waitedFor,
} from './leadView'
import { testLead } from './testLead'

const NOW = new Date('2026-11-10T00:00:00Z')

describe('what the office says about leads', () => {
  it('names a lead by name, else email', () => {
    expect(leadName(testLead('2026-11-01T00:00:00Z'))).toBe('Pat Doe')
    expect(leadName(testLead('2026-11-01T00:00:00Z', { fields: { name: ' ' } }))).toBe(
      'pat@example.com',
    )
  })

  it('says how long a lead has waited', () => {
    expect(waitedFor(30_000)).toBe('under a minute')
    expect(waitedFor(12 * 60_000)).toBe('12 min')
    expect(waitedFor(3 * 3_600_000 + 59 * 60_000)).toBe('3 h')
    expect(waitedFor(47 * 3_600_000)).toBe('47 h')
    expect(waitedFor(5 * 86_400_000)).toBe('5 days')
  })

  it('finds the campaign and the referring host', () => {
    expect(campaignOf({ utm_campaign: 'fall-decks', utm_source: 'google' })).toBe('fall-decks')
    expect(campaignOf({ utm_source: 'google', utm_medium: 'cpc' })).toBe('google / cpc')
    expect(campaignOf({ gclid: 'abc' })).toBe('Google Ads click')
    expect(campaignOf({})).toBe('')
    expect(referrerHost('https://www.bing.com/search?q=deck')).toBe('www.bing.com')
    expect(referrerHost('not a url')).toBe('not a url')
    expect(referrerHost(undefined)).toBe('')
  })

  it('counts the leads not in n8n and the oldest one', () => {
    const failed = testLead('2026-11-02T00:00:00Z', {
      delivery: {
        state: 'failed',
        attempts: 5,
        lastError: 'HTTP 500',
        deliveredAt: null,
        nextAttemptAt: null,
      },
    })
    const retrying = testLead('2026-11-01T00:00:00Z', {
      delivery: {
        state: 'pending',
        attempts: 1,
        lastError: 'timeout',
        deliveredAt: null,
        nextAttemptAt: null,
      },
    })
    const untried = (receivedAt: string) =>
      testLead(receivedAt, {
        delivery: {
          state: 'pending',
          attempts: 0,
          lastError: null,
          deliveredAt: null,
          nextAttemptAt: null,
        },
      })
    const now = new Date('2026-11-03T00:00:00Z')
    const fresh = untried('2026-11-02T23:45:00Z') // exactly NO_ATTEMPT_AFTER_MS ago
    const delivered = testLead('2026-09-01T00:00:00Z')
    const trouble = deliveryTrouble([failed, retrying, fresh, delivered], now)
    expect(trouble.count).toBe(2)
    expect(trouble.since?.toISOString()).toBe('2026-11-01T00:00:00.000Z')
    expect(deliveryTrouble([fresh], now)).toEqual({ count: 0, since: null })
    // Never tried a quarter of an hour on: the trigger and the sweep both missed it.
    const stuck = untried('2026-11-02T23:44:59Z')
    expect(neverTried(fresh, now)).toBe(false)
    expect(neverTried(stuck, now)).toBe(true)
    expect(neverTried(retrying, now)).toBe(false)
    expect(deliveryTrouble([fresh, stuck], now)).toEqual({
      count: 1,
      since: new Date('2026-11-02T23:44:59Z'),
    })
  })

  it('filters by status, form, delivery and a part of the name or email', () => {
    const a = testLead('2026-11-01T00:00:00Z', { fields: { name: 'Ana Ruiz', email: 'ana@x.com' } })
    const b = testLead('2026-11-02T00:00:00Z', { status: 'won', fields: { email: 'BOB@y.com' } })
    const c = testLead('2026-11-03T00:00:00Z', {
      form: 'newsletter',
      fields: { name: '', email: 'c@z.com' },
    })
    const all = [a, b, c]
    expect(filterLeads(all, NO_FILTER, NOW)).toEqual(all)
    expect(filterLeads(all, { ...NO_FILTER, status: 'won' }, NOW)).toEqual([b])
    expect(filterLeads(all, { ...NO_FILTER, form: 'newsletter' }, NOW)).toEqual([c])
    expect(filterLeads(all, { ...NO_FILTER, query: ' bob@ ' }, NOW)).toEqual([b])
    expect(filterLeads(all, { ...NO_FILTER, query: 'ruiz' }, NOW)).toEqual([a])
    expect(filterLeads(all, { ...NO_FILTER, undelivered: true }, NOW)).toEqual([])
  })

  it('reads a filter from the list’s address, ignoring what it does not know', () => {
    expect(filterFromSearch('?status=won&form=contact&delivery=trouble&q=ana')).toEqual({
      status: 'won',
      form: 'contact',
      undelivered: true,
      query: 'ana',
    })
    expect(filterFromSearch('?status=hacked&form=x')).toEqual(NO_FILTER)
  })

  it('writes a filter into the list’s address and reads the same filter back', () => {
    expect(searchOfFilter(NO_FILTER)).toBe('')
    const chosen = { status: 'new', form: 'contact', undelivered: true, query: 'ana & bo' } as const
    expect(searchOfFilter(chosen)).toBe('?status=new&form=contact&delivery=trouble&q=ana+%26+bo')
    expect(filterFromSearch(searchOfFilter(chosen))).toEqual(chosen)
    expect(filterFromSearch(searchOfFilter({ ...NO_FILTER, query: 'blake' }))).toEqual({
      ...NO_FILTER,
      query: 'blake',
    })
  })
})
