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

  it('names the zone when it shows a time', () => {
    expect(formatEastern(new Date('2026-01-15T14:30:00Z'))).toBe('Jan 15, 2026, 9:30 AM EST')
    expect(formatEastern(new Date('2026-07-05T01:00:00Z'))).toBe('Jul 4, 2026, 9:00 PM EDT')
    expect(formatEastern(new Date('2026-07-05T04:05:00Z'))).toBe('Jul 5, 2026, 12:05 AM EDT')
  })
})
