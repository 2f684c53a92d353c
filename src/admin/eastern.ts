// The desk shows and takes times in US Eastern, the business's zone, whatever the computer's zone,
// from the same rules as the site's dates rather than Intl (docs/decisions/0005).
import { easternOffsetHours } from '../blog/format'

const HOUR = 3_600_000
const DAY = 86_400_000
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const pad = (n: number) => String(n).padStart(2, '0')

/** Read the result with getUTC*. */
export function easternWall(instant: number): Date {
  return new Date(instant + easternOffsetHours(instant) * HOUR)
}

export function toEasternInput(date: Date): string {
  const wall = easternWall(date.getTime())
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`
}

// In the hour skipped in March the time reads as standard time (2:30 → 3:30 EDT); in the hour
// repeated in November, as the first (daylight) one.
export function fromEasternInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value)
  if (!match) return null
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ]
  const wall = Date.UTC(year, month - 1, day, hour, minute)
  const check = new Date(wall)
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null
  for (const offset of [-4, -5]) {
    const instant = wall - offset * HOUR
    if (easternOffsetHours(instant) === offset) return new Date(instant)
  }
  return new Date(wall + 5 * HOUR)
}

const easternDay = (instant: number) => Math.floor(easternWall(instant).getTime() / DAY)

export interface EasternOptions {
  about?: boolean
  zone?: boolean
  capital?: boolean
}

/** Every time shown: "today at 3:40 pm", "yesterday at …", "Tue, Dec 1 at 8:00 am" (Eastern). */
export function formatEastern(date: Date, now = new Date(), options: EasternOptions = {}): string {
  const instant = date.getTime()
  if (Number.isNaN(instant)) return 'at an unknown time'
  const wall = easternWall(instant)
  const hours = wall.getUTCHours()
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${pad(wall.getUTCMinutes())} ${hours < 12 ? 'am' : 'pm'}`
  const days = easternDay(instant) - easternDay(now.getTime())
  const year = wall.getUTCFullYear() === easternWall(now.getTime()).getUTCFullYear()
  const day =
    days === 0
      ? 'today'
      : days === -1
        ? 'yesterday'
        : days === 1
          ? 'tomorrow'
          : `${WEEKDAYS[wall.getUTCDay()]}, ${MONTHS[wall.getUTCMonth()]} ${wall.getUTCDate()}${year ? '' : `, ${wall.getUTCFullYear()}`}`
  const words = `${day} at ${options.about ? 'about ' : ''}${clock}${options.zone ? ', Eastern time' : ''}`
  return options.capital ? words.charAt(0).toUpperCase() + words.slice(1) : words
}
