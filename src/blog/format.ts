// New York time so server and browser agree; by hand, not Intl
// (docs/decisions/0005-hand-written-eastern-time-dates.md).
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const HOUR = 3_600_000

function sunday(year: number, month: number, n: number): number {
  if (n < 0) {
    const lastDay = new Date(Date.UTC(year, month + 1, 0))
    return lastDay.getUTCDate() - lastDay.getUTCDay()
  }
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay()
  return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1)
}

// Since 2007 daylight time runs from March's second Sunday to November's first; before, April-October.
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
