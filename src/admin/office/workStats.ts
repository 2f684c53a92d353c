// Weeks run Monday to Sunday in US Eastern time, the business's; a lead counts in the week it
// arrived, and so does the job it became.
import { easternWall, fromEasternInput } from '../eastern'
import type { OfficeLead } from './lead'
import { sourceOf } from './leadView'

export const WEEKS = 12
const HOUR = 3_600_000
const DAY = 24 * HOUR
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

export interface Tally {
  leads: number
  won: number
  wonValue: number
}

export interface WeekTally extends Tally {
  start: Date
  label: string
}

export interface SourceTally extends Tally {
  page: string
  /** Its campaign, else the site that sent it (a referrer such as houzz.com), else (none). */
  source: string
}

export interface WorkStats {
  weeks: WeekTally[]
  sources: SourceTally[]
  total: Tally
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The instant an Eastern wall-clock midnight names (eastern.ts's rule for the skipped hour). */
function easternMidnight(year: number, month: number, day: number): number {
  const date = new Date(Date.UTC(year, month, day))
  const wall = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T00:00`
  return fromEasternInput(wall)?.getTime() ?? date.getTime()
}

export function weekStart(instant: number): number {
  const wall = easternWall(instant)
  const sinceMonday = (wall.getUTCDay() + 6) % 7
  return easternMidnight(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() - sinceMonday)
}

function label(start: number): string {
  const wall = easternWall(start)
  return `${MONTHS[wall.getUTCMonth()]} ${wall.getUTCDate()}`
}

function add(tally: Tally, lead: OfficeLead): void {
  tally.leads++
  if (lead.status !== 'won') return
  tally.won++
  tally.wonValue += lead.value ?? 0
}

export function workStats(leads: readonly OfficeLead[], now: Date): WorkStats {
  const starts: number[] = []
  let start = weekStart(now.getTime())
  for (let i = 0; i < WEEKS; i++) {
    starts.unshift(start)
    // A day back from Monday lands in the week before, whatever the clocks did that weekend.
    start = weekStart(start - DAY)
  }
  const weeks: WeekTally[] = starts.map((s) => ({
    start: new Date(s),
    label: label(s),
    leads: 0,
    won: 0,
    wonValue: 0,
  }))
  const sources = new Map<string, SourceTally>()
  const total: Tally = { leads: 0, won: 0, wonValue: 0 }
  const first = starts[0] ?? 0
  for (const lead of leads) {
    const at = lead.receivedAt.getTime()
    if (at < first || at > now.getTime()) continue
    const week = weeks[starts.findLastIndex((s) => s <= at)]
    if (!week) continue
    add(week, lead)
    add(total, lead)
    const page = lead.fields.page || '(no page)'
    const from = sourceOf(lead.fields) || '(none)'
    const key = JSON.stringify([page, from])
    let source = sources.get(key)
    if (!source) {
      source = { page, source: from, leads: 0, won: 0, wonValue: 0 }
      sources.set(key, source)
    }
    add(source, lead)
  }
  return {
    weeks,
    sources: [...sources.values()].sort(
      (a, b) => b.leads - a.leads || b.wonValue - a.wonValue || a.page.localeCompare(b.page),
    ),
    total,
  }
}
