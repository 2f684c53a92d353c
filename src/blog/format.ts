/**
 * "Mar 5, 2025". The business is in Raleigh, so dates are read in New York time, named
 * explicitly: server and browser then format the same instant the same way whatever their
 * own clock or zone (a hydration mismatch otherwise).
 */
const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
})

export function formatPostDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : formatter.format(date)
}
