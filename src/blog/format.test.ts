import { describe, expect, it } from 'vitest'
import { easternOffsetHours, formatPostDate } from './format'

describe('formatPostDate', () => {
  it('writes the US short format', () => {
    expect(formatPostDate('2025-03-05T15:00:00.000Z')).toBe('Mar 5, 2025')
    expect(formatPostDate('2026-10-14T13:00:00.000Z')).toBe('Oct 14, 2026')
  })

  it('reads the date in Raleigh time whatever the machine zone', () => {
    // 01:30 UTC on March 6 is still the evening of March 5 in North Carolina.
    expect(formatPostDate('2025-03-06T01:30:00.000Z')).toBe('Mar 5, 2025')
  })

  it('returns an empty string for a bad date instead of "Invalid Date"', () => {
    expect(formatPostDate('soon')).toBe('')
  })
})

describe('the Eastern time rules', () => {
  const intl = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  })
  const HOUR = 3_600_000

  /** Every instant whose label differs from Intl's, as "iso: ours ≠ Intl's". */
  function mismatches(instants: Iterable<number>): string[] {
    const wrong: string[] = []
    for (const instant of instants) {
      const iso = new Date(instant).toISOString()
      const ours = formatPostDate(iso)
      const theirs = intl.format(instant)
      if (ours !== theirs) wrong.push(`${iso}: ${ours} ≠ ${theirs}`)
    }
    return wrong
  }

  it('agree with Intl hour by hour around every change of offset, 1990 to 2045', () => {
    function* hours() {
      for (let year = 1990; year <= 2045; year++) {
        // Each change falls in March, April, October or November: walk those months by the hour.
        for (const month of [2, 3, 9, 10]) {
          const to = Date.UTC(year, month + 1, 1)
          for (let instant = Date.UTC(year, month, 1); instant < to; instant += HOUR) yield instant
        }
      }
    }
    const instants = [...hours()]
    expect(instants.length).toBeGreaterThan(150_000)
    expect(mismatches(instants)).toEqual([])
    // 150,000 Intl calls: more than the default 5 s allow on a busy machine.
  }, 30_000)

  it('agree with Intl at the minutes around midnight through a whole year', () => {
    function* minutes() {
      for (let day = 0; day < 366; day++) {
        for (const minute of [3 * 60 + 59, 4 * 60, 4 * 60 + 59, 5 * 60, 5 * 60 + 1]) {
          yield Date.UTC(2028, 0, 1 + day) + minute * 60_000
        }
      }
    }
    expect(mismatches(minutes())).toEqual([])
  })

  it('switch at 2:00 local time, to the minute', () => {
    // 2026: daylight time from March 8, 07:00 UTC to November 1, 06:00 UTC.
    expect(easternOffsetHours(Date.UTC(2026, 2, 8, 6, 59))).toBe(-5)
    expect(easternOffsetHours(Date.UTC(2026, 2, 8, 7, 0))).toBe(-4)
    expect(easternOffsetHours(Date.UTC(2026, 10, 1, 5, 59))).toBe(-4)
    expect(easternOffsetHours(Date.UTC(2026, 10, 1, 6, 0))).toBe(-5)
  })
})
