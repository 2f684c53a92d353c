import { describe, expect, it } from 'vitest'
import { formatEastern, fromEasternInput, toEasternInput } from './eastern'

describe('Eastern time in the desk', () => {
  it('reads and writes wall-clock times in standard and daylight time', () => {
    expect(fromEasternInput('2026-01-15T09:30')?.toISOString()).toBe('2026-01-15T14:30:00.000Z')
    expect(fromEasternInput('2026-07-04T21:00')?.toISOString()).toBe('2026-07-05T01:00:00.000Z')
    expect(toEasternInput(new Date('2026-01-15T14:30:00Z'))).toBe('2026-01-15T09:30')
    expect(toEasternInput(new Date('2026-07-05T01:00:00Z'))).toBe('2026-07-04T21:00')
  })

  it('agrees with Intl every 37 minutes across a year, both ways', () => {
    const intl = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 37 * 60_000) {
      const expected = intl.format(t).replace(' ', 'T')
      expect(toEasternInput(new Date(t))).toBe(expected)
      const back = fromEasternInput(expected)?.getTime() ?? Number.NaN
      // In the repeated November hour the first reading wins; otherwise it comes back exactly.
      expect(Math.abs(back - (t - (t % 60_000)))).toBeLessThanOrEqual(3_600_000)
      if (!expected.startsWith('2026-11-01T01')) expect(back).toBe(t - (t % 60_000))
    }
    // 14,000 readings each way: more than the default 5 s allow on a busy machine.
  }, 30_000)

  it('refuses what is not a date and time', () => {
    expect(fromEasternInput('')).toBeNull()
    expect(fromEasternInput('2026-02-30T10:00')).toBeNull()
    expect(fromEasternInput('tomorrow')).toBeNull()
  })

  it('says a time in plain words, on the business’s clock, across the changes of time', () => {
    // Friday Nov 27, 2026, 3:00 pm EST; 12:17 am UTC on the 28th is still the 27th in Raleigh.
    const friday = new Date('2026-11-27T20:00:00Z')
    const at = (iso: string, now = friday) => formatEastern(new Date(iso), now)
    expect(at('2026-11-27T20:40:00Z')).toBe('today at 3:40 pm')
    expect(at('2026-11-28T00:17:00Z')).toBe('today at 7:17 pm')
    expect(at('2026-11-28T05:17:00Z')).toBe('tomorrow at 12:17 am')
    expect(at('2026-11-26T14:05:00Z')).toBe('yesterday at 9:05 am')
    expect(at('2026-12-01T13:00:00Z')).toBe('Tue, Dec 1 at 8:00 am')
    expect(at('2025-12-01T13:00:00Z')).toBe('Mon, Dec 1, 2025 at 8:00 am')
    expect(at('2026-12-31T20:00:00Z', new Date('2027-01-01T15:00:00Z'))).toBe(
      'yesterday at 3:00 pm',
    )
    // Clocks go forward on Sunday Mar 8, 2026: 1:30 am EST, then 3:30 am EDT, the same day.
    const march = new Date('2026-03-08T16:00:00Z')
    expect(at('2026-03-08T06:30:00Z', march)).toBe('today at 1:30 am')
    expect(at('2026-03-08T07:30:00Z', march)).toBe('today at 3:30 am')
    expect(at('2026-03-08T04:59:00Z', march)).toBe('yesterday at 11:59 pm')
    // Clocks go back on Sunday Nov 1, 2026: 1:30 am comes twice, and midnight is still 4:00 UTC.
    const november = new Date('2026-11-01T17:00:00Z')
    expect(at('2026-11-01T05:30:00Z', november)).toBe('today at 1:30 am')
    expect(at('2026-11-01T06:30:00Z', november)).toBe('today at 1:30 am')
    expect(at('2026-11-01T04:00:00Z', november)).toBe('today at 12:00 am')
    expect(at('2026-11-01T03:59:00Z', november)).toBe('yesterday at 11:59 pm')
    expect(at('2026-11-02T04:59:00Z', november)).toBe('today at 11:59 pm')
  })

  it('says an estimate and the zone where asked, with no brackets', () => {
    const now = new Date('2026-07-04T12:00:00Z')
    expect(formatEastern(new Date('2026-07-04T22:05:00Z'), now, { about: true, zone: true })).toBe(
      'today at about 6:05 pm, Eastern time',
    )
    expect(formatEastern(new Date('2026-07-05T13:00:00Z'), now, { capital: true })).toBe(
      'Tomorrow at 9:00 am',
    )
    expect(formatEastern(new Date('nonsense'), now)).toBe('at an unknown time')
  })
})
