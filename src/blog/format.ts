/**
 * "Mar 5, 2025". The business is in Raleigh, so dates are read in New York time, named
 * explicitly: server and browser then format the same instant the same way whatever their
 * own clock or zone (a hydration mismatch otherwise).
 *
 * Why not Intl.DateTimeFormat with timeZone 'America/New_York': creating that formatter makes the
 * browser load its locale and time-zone data, 28–48 ms of main-thread time measured here in
 * Chromium (×4 on Lighthouse's throttled phone: the longest task of every blog page). The US
 * Eastern rules are two lines of arithmetic; format.test.ts checks them against Intl hour by
 * hour around every change from 1990 to 2045. Should Congress change them (permanent daylight
 * time has been proposed), `easternOffsetHours` is the one place to follow.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const HOUR = 3_600_000

/** Day of the month of the nth Sunday (n = -1: the last) of a month, in a given year. */
function sunday(year: number, month: number, n: number): number {
  if (n < 0) {
    const lastDay = new Date(Date.UTC(year, month + 1, 0))
    return lastDay.getUTCDate() - lastDay.getUTCDay()
  }
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay()
  return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1)
}

/**
 * Eastern time's offset from UTC at an instant: −4 h in daylight time, −5 h otherwise. Daylight
 * time starts at 2:00 EST (07:00 UTC) and ends at 2:00 EDT (06:00 UTC): since 2007 from the
 * second Sunday of March to the first Sunday of November, from 1987 to 2006 from the first Sunday
 * of April to the last Sunday of October (older dates are read with those rules too).
 */
export function easternOffsetHours(instant: number): number {
  const year = new Date(instant).getUTCFullYear()
  const [startMonth, startSunday, endMonth, endSunday] =
    year >= 2007 ? [2, 2, 10, 1] : [3, 1, 9, -1]
  const start = Date.UTC(year, startMonth, sunday(year, startMonth, startSunday), 7)
  const end = Date.UTC(year, endMonth, sunday(year, endMonth, endSunday), 6)
  return instant >= start && instant < end ? -4 : -5
}

export function formatPostDate(iso: string): string {
  const instant = new Date(iso).getTime()
  if (Number.isNaN(instant)) return ''
  const eastern = new Date(instant + easternOffsetHours(instant) * HOUR)
  return `${MONTHS[eastern.getUTCMonth()]} ${eastern.getUTCDate()}, ${eastern.getUTCFullYear()}`
}
