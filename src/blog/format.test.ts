import { describe, expect, it } from 'vitest'
import { formatPostDate } from './format'

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
