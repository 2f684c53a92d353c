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

  // Friday Nov 27, 2026, 3:00 pm EST; clocks go forward on Sunday Mar 8 and back on Sunday Nov 1.
  const [FRIDAY, NEW_YEAR, MARCH, NOVEMBER] = [
    '2026-11-27T20:00:00Z',
    '2027-01-01T15:00:00Z',
    '2026-03-08T16:00:00Z',
    '2026-11-01T17:00:00Z',
  ]
  it.each([
    [FRIDAY, '2026-11-27T20:40:00Z', 'today at 3:40 pm'],
    // 12:17 am UTC on the 28th is still the 27th in Raleigh.
    [FRIDAY, '2026-11-28T00:17:00Z', 'today at 7:17 pm'],
    [FRIDAY, '2026-11-28T05:17:00Z', 'tomorrow at 12:17 am'],
    [FRIDAY, '2026-11-26T14:05:00Z', 'yesterday at 9:05 am'],
    [FRIDAY, '2026-12-01T13:00:00Z', 'Tue, Dec 1 at 8:00 am'],
    [FRIDAY, '2025-12-01T13:00:00Z', 'Mon, Dec 1, 2025 at 8:00 am'],
    [NEW_YEAR, '2026-12-31T20:00:00Z', 'yesterday at 3:00 pm'],
    // 1:30 am EST, then 3:30 am EDT, the same day.
    [MARCH, '2026-03-08T06:30:00Z', 'today at 1:30 am'],
    [MARCH, '2026-03-08T07:30:00Z', 'today at 3:30 am'],
    [MARCH, '2026-03-08T04:59:00Z', 'yesterday at 11:59 pm'],
    // 1:30 am comes twice; that day's midnight is still 4:00 UTC, the next one's 5:00.
    [NOVEMBER, '2026-11-01T05:30:00Z', 'today at 1:30 am'],
    [NOVEMBER, '2026-11-01T06:30:00Z', 'today at 1:30 am'],
    [NOVEMBER, '2026-11-01T04:00:00Z', 'today at 12:00 am'],
    [NOVEMBER, '2026-11-01T03:59:00Z', 'yesterday at 11:59 pm'],
    [NOVEMBER, '2026-11-02T04:59:00Z', 'today at 11:59 pm'],
  ])('seen at %s, %s reads “%s”', (now, at, words) => {
    expect(formatEastern(new Date(at), new Date(now))).toBe(words)
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
