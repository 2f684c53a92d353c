import { describe, expect, it } from 'vitest'
import { around, plainEastern } from './whenLive'

describe('when a change is live, in plain words', () => {
  const now = new Date('2026-11-27T20:00:00Z') // Friday 3:00 PM EST
  it('says today, tomorrow, a weekday or a date, in Eastern time whatever the computer’s zone', () => {
    expect(plainEastern(new Date('2026-11-27T20:45:00Z'), now)).toBe('3:45 PM today')
    // 12:17 AM UTC on the 28th is still the 27th in Raleigh.
    expect(plainEastern(new Date('2026-11-28T00:17:00Z'), now)).toBe('7:17 PM today')
    expect(plainEastern(new Date('2026-11-28T05:17:00Z'), now)).toBe('12:17 AM tomorrow')
    expect(plainEastern(new Date('2026-12-01T17:00:00Z'), now)).toBe('Tuesday at 12:00 PM')
    expect(plainEastern(new Date('2026-12-24T14:30:00Z'), now)).toBe('Dec 24 at 9:30 AM')
    // Summer: daylight time.
    const july = new Date('2026-07-04T12:00:00Z')
    expect(plainEastern(new Date('2026-07-04T22:05:00Z'), july)).toBe('6:05 PM today')
  })
  it('names the zone once, after the time', () => {
    expect(around(new Date('2026-11-27T20:45:00Z'), now)).toBe(
      'around 3:45 PM today (Eastern time)',
    )
  })
})
