import { describe, expect, it } from 'vitest'
import {
  campaignOf,
  deliveryTrouble,
  formKind,
  leadName,
  neverTried,
  referrerHost,
  sourceOf,
  waitedFor,
} from './leadView'
import { testLead } from './testLead'

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

  it('names a lead’s source: its campaign, else the referring site, else none', () => {
    expect(sourceOf({ utm_campaign: 'spring-patios', referrer: 'https://houzz.com/' })).toBe(
      'spring-patios',
    )
    expect(sourceOf({ referrer: 'https://www.houzz.com/pro/oak-ember' })).toBe('houzz.com')
    expect(sourceOf({ referrer: 'www.Houzz.com' })).toBe('houzz.com')
    expect(sourceOf({ page: '/quote/' })).toBe('')
  })

  it('tells a quote request from a message and a sign-up', () => {
    expect(formKind(testLead('2026-11-01T00:00:00Z'))).toBe('contact')
    expect(formKind(testLead('2026-11-01T00:00:00Z', { fields: { project: 'deck' } }))).toBe(
      'quote',
    )
    expect(formKind(testLead('2026-11-01T00:00:00Z', { form: 'newsletter' }))).toBe('newsletter')
  })
})
