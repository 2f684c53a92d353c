import { describe, expect, it } from 'vitest'
import type { OfficeLead } from './lead'
import {
  BUSINESS_HOURS,
  businessDayMs,
  businessMs,
  DEFAULT_RESPONSE_TARGET,
  durationWords,
  firstContact,
  isBusinessTime,
  median,
  parseResponseTarget,
  targetMs,
} from './responseTimes'
import { weeklyFirstContact } from './responseTimesWeeks'

const HOUR = 3_600_000
const at = (iso: string) => new Date(iso)

describe('business hours, Eastern (the published hours: Mon–Fri 8–18, Sat 9–12)', () => {
  it('are the site’s own', () => {
    expect(BUSINESS_HOURS.map((row) => [row.days.length, row.opens, row.closes])).toEqual([
      [5, '08:00', '18:00'],
      [1, '09:00', '12:00'],
      [1, null, null],
    ])
  })

  it.each([
    ['2026-11-30T12:59:59Z', false, 'Monday 7:59:59 EST'],
    ['2026-11-30T13:00:00Z', true, 'Monday 8:00 EST'],
    ['2026-11-30T22:59:00Z', true, 'Monday 17:59 EST'],
    ['2026-11-30T23:00:00Z', false, 'Monday 18:00 EST'],
    ['2026-11-28T14:00:00Z', true, 'Saturday 9:00 EST'],
    ['2026-11-28T17:00:00Z', false, 'Saturday noon EST'],
    ['2026-11-29T16:00:00Z', false, 'Sunday 11:00 EST'],
    ['2026-07-06T12:00:00Z', true, 'Monday 8:00 EDT'],
    ['2026-07-06T11:59:00Z', false, 'Monday 7:59 EDT'],
  ])('%s is open: %s (%s)', (iso, open) => {
    expect(isBusinessTime(at(iso))).toBe(open)
  })

  it('count a wait over a weekend: Friday 17:30 to Monday 8:30 is four business hours', () => {
    expect(businessMs(at('2026-11-27T22:30:00Z'), at('2026-11-30T13:30:00Z'))).toBe(4 * HOUR)
  })

  it('count nothing on a Sunday, nor outside the hours', () => {
    expect(businessMs(at('2026-11-29T05:00:00Z'), at('2026-11-30T04:59:00Z'))).toBe(0)
    expect(businessMs(at('2026-11-30T23:30:00Z'), at('2026-12-01T12:00:00Z'))).toBe(0)
    expect(businessMs(at('2026-12-01T15:00:00Z'), at('2026-12-01T14:00:00Z'))).toBe(0)
  })

  it('follow the wall clock when daylight time starts and ends', () => {
    // Saturday March 7, 2026 11:00 EST to Monday March 9 9:00 EDT: 1 h + 1 h.
    expect(businessMs(at('2026-03-07T16:00:00Z'), at('2026-03-09T13:00:00Z'))).toBe(2 * HOUR)
    // Saturday October 31 11:30 EDT to Monday November 2 8:30 EST: 30 min + 30 min.
    expect(businessMs(at('2026-10-31T15:30:00Z'), at('2026-11-02T13:30:00Z'))).toBe(HOUR)
  })

  it('make a business day the longest day’s hours', () => {
    expect(businessDayMs()).toBe(10 * HOUR)
    expect(targetMs('1d')).toBe(10 * HOUR)
    expect(targetMs('4h')).toBe(4 * HOUR)
    expect(targetMs('1h')).toBe(HOUR)
  })
})

describe('the response target setting', () => {
  it('is the stored choice, or two business hours for none or an unknown one', () => {
    expect(parseResponseTarget({ target: '4h' })).toBe('4h')
    expect(parseResponseTarget({ target: '3h' })).toBe('2h')
    expect(parseResponseTarget(undefined)).toBe('2h')
    expect(DEFAULT_RESPONSE_TARGET).toBe('2h')
  })
})

describe('words and figures', () => {
  it.each([
    [0, 'under a minute'],
    [59_999, 'under a minute'],
    [60_000, '1 minute'],
    [45 * 60_000, '45 minutes'],
    [HOUR, '1 hour'],
    [2 * HOUR + 5 * 60_000, '2 hours 5 minutes'],
    [24 * HOUR, '1 day'],
    [76 * HOUR + 59 * 60_000, '3 days 4 hours'],
  ])('%d ms reads "%s"', (ms, words) => expect(durationWords(ms)).toBe(words))

  it('takes the median of an odd and an even count, and none of nothing', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNull()
  })
})

describe('time to first contact', () => {
  const friday = at('2026-11-27T22:30:00Z')
  it('is the time from arrival to first contact, in business hours against the target', () => {
    const monday = at('2026-11-30T14:00:00Z')
    const done = firstContact({ receivedAt: friday, contactedAt: monday }, monday, '4h')
    expect(done).toMatchObject({
      clockMs: 63.5 * HOUR,
      businessMs: 4.5 * HOUR,
      targetMs: 4 * HOUR,
      withinTarget: false,
    })
    expect(
      firstContact({ receivedAt: friday, contactedAt: monday }, monday, '1d').withinTarget,
    ).toBe(true)
  })

  it('counts to now while the lead waits', () => {
    const saturday = at('2026-11-28T15:00:00Z')
    expect(firstContact({ receivedAt: friday, contactedAt: null }, saturday, '2h')).toMatchObject({
      contactedAt: null,
      clockMs: 16.5 * HOUR,
      businessMs: 1.5 * HOUR,
      withinTarget: true,
    })
  })
})

describe('the weekly median time to first contact', () => {
  const lead = (id: string, received: string, contacted: string | null, extra = {}) =>
    ({
      id,
      form: 'contact',
      receivedAt: at(received),
      contactedAt: contacted ? at(contacted) : null,
      ...extra,
    }) as OfficeLead

  it('is taken per week a request arrived, leaving out sign-ups and the daily check', () => {
    const now = at('2026-11-28T15:00:00Z')
    const weeks = weeklyFirstContact(
      [
        lead('a', '2026-11-23T14:00:00Z', '2026-11-23T14:30:00Z'),
        lead('b', '2026-11-24T14:00:00Z', '2026-11-24T16:00:00Z'),
        lead('c', '2026-11-27T22:30:00Z', '2026-11-28T14:30:00Z'),
        lead('d', '2026-11-27T20:00:00Z', null),
        lead('n', '2026-11-24T14:00:00Z', '2026-11-30T14:00:00Z', { form: 'newsletter' }),
        lead('s', '2026-11-24T14:00:00Z', '2026-11-30T14:00:00Z', { synthetic: true }),
        lead('old', '2026-11-20T14:00:00Z', '2026-11-20T15:00:00Z'),
      ],
      now,
    )
    expect(weeks).toHaveLength(12)
    const [last, before] = [weeks.at(-1), weeks.at(-2)]
    expect(last).toMatchObject({
      label: 'Nov 23',
      contacted: 3,
      waiting: 1,
      medianMs: 2 * HOUR,
      medianBusinessMs: HOUR,
    })
    expect(before).toMatchObject({ label: 'Nov 16', contacted: 1, medianMs: HOUR })
    expect(weeks.at(-3)).toMatchObject({ contacted: 0, waiting: 0, medianMs: null })
  })
})
