// When a change reaches the site, said as a person would: "around 3:45 PM today (Eastern time)".
import { easternWall } from './eastern'

const DAY = 86_400_000
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** The business's wall-clock day of an instant, as a number of days. */
const easternDay = (instant: number) => Math.floor(easternWall(instant).getTime() / DAY)

/** "3:45 PM today", "12:17 AM tomorrow", "Friday at 6:17 PM", "Dec 3 at 9:00 AM" (Eastern). */
export function plainEastern(date: Date, now: Date): string {
  const wall = easternWall(date.getTime())
  const hours = wall.getUTCHours()
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${String(wall.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`
  const days = easternDay(date.getTime()) - easternDay(now.getTime())
  if (days === 0) return `${clock} today`
  if (days === 1) return `${clock} tomorrow`
  if (days > 1 && days < 7) return `${WEEKDAYS[wall.getUTCDay()]} at ${clock}`
  return `${MONTHS[wall.getUTCMonth()]} ${wall.getUTCDate()} at ${clock}`
}

/** "around 3:45 PM today (Eastern time)". */
export function around(date: Date, now: Date): string {
  return `around ${plainEastern(date, now)} (Eastern time)`
}
