// Business hours are the site's published ones (settings/business), in US Eastern time; the
// reminder (server/reminders/) and the office count a wait the same way (docs/decisions/0045).
import businessSnapshot from '../../../snapshots/settings-business.json' with { type: 'json' }
import { easternOffsetHours } from '../../blog/format'
import type { OpeningHoursRow } from '../../content/schema/business'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const

export const BUSINESS_HOURS: readonly OpeningHoursRow[] =
  businessSnapshot.hours as OpeningHoursRow[]

export const RESPONSE_TARGET_COLLECTION = 'officeSettings'
export const RESPONSE_TARGET_DOC = 'responseTarget'

export const RESPONSE_TARGET_IDS = ['1h', '2h', '4h', '1d'] as const
export type ResponseTargetId = (typeof RESPONSE_TARGET_IDS)[number]
export const DEFAULT_RESPONSE_TARGET: ResponseTargetId = '2h'

export const RESPONSE_TARGET_LABEL: Record<ResponseTargetId, string> = {
  '1h': '1 business hour',
  '2h': '2 business hours',
  '4h': '4 business hours',
  '1d': '1 business day',
}

const minutesOf = (time: string) => {
  const [h = '0', m = '0'] = time.split(':')
  return Number(h) * 60 + Number(m)
}

/** A business day is as long as the longest day's opening hours (Mon–Fri 8–18: ten hours). */
export function businessDayMs(hours: readonly OpeningHoursRow[] = BUSINESS_HOURS): number {
  const spans = hours.map((row) =>
    row.opens && row.closes ? minutesOf(row.closes) - minutesOf(row.opens) : 0,
  )
  return Math.max(0, ...spans) * MINUTE
}

export function targetMs(
  id: ResponseTargetId,
  hours: readonly OpeningHoursRow[] = BUSINESS_HOURS,
): number {
  if (id === '1d') return businessDayMs(hours)
  return Number.parseInt(id, 10) * HOUR
}

export function responseTargetDocument(target: ResponseTargetId, uid: string, updatedAt: unknown) {
  return { target, updatedAt, updatedBy: uid }
}

/** The stored setting, or the default for none or one this code does not know. */
export function parseResponseTarget(data: unknown): ResponseTargetId {
  const target = (data as { target?: unknown } | undefined)?.target
  return RESPONSE_TARGET_IDS.find((id) => id === target) ?? DEFAULT_RESPONSE_TARGET
}

/** The instant of an Eastern wall-clock time; opening hours never fall in the skipped hour. */
function easternInstant(wallMs: number): number {
  for (const offset of [-4, -5]) {
    const instant = wallMs - offset * HOUR
    if (easternOffsetHours(instant) === offset) return instant
  }
  return wallMs + 5 * HOUR
}

function openSpan(
  wallMidnight: number,
  hours: readonly OpeningHoursRow[],
): [number, number] | null {
  const day = WEEKDAYS[new Date(wallMidnight).getUTCDay()]
  const row = hours.find((r) => day && r.days.includes(day))
  if (!row?.opens || !row.closes) return null
  return [
    easternInstant(wallMidnight + minutesOf(row.opens) * MINUTE),
    easternInstant(wallMidnight + minutesOf(row.closes) * MINUTE),
  ]
}

const wallMidnightOf = (instant: number) => {
  const wall = instant + easternOffsetHours(instant) * HOUR
  return wall - (((wall % DAY) + DAY) % DAY)
}

export function isBusinessTime(at: Date, hours: readonly OpeningHoursRow[] = BUSINESS_HOURS) {
  const span = openSpan(wallMidnightOf(at.getTime()), hours)
  return span !== null && at.getTime() >= span[0] && at.getTime() < span[1]
}

export function businessMs(
  from: Date,
  to: Date,
  hours: readonly OpeningHoursRow[] = BUSINESS_HOURS,
): number {
  const start = from.getTime()
  const end = to.getTime()
  let total = 0
  for (let day = wallMidnightOf(start); day <= wallMidnightOf(end); day += DAY) {
    const span = openSpan(day, hours)
    if (span) total += Math.max(0, Math.min(end, span[1]) - Math.max(start, span[0]))
  }
  return total
}

export function durationWords(ms: number): string {
  const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
  const both = (a: string, n: number, unit: string) => (n ? `${a} ${count(n, unit)}` : a)
  const minutes = Math.floor(Math.max(0, ms) / MINUTE)
  if (minutes < 1) return 'under a minute'
  if (minutes < 60) return count(minutes, 'minute')
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return both(count(hours, 'hour'), minutes % 60, 'minute')
  return both(count(Math.floor(hours / 24), 'day'), hours % 24, 'hour')
}

export interface FirstContact {
  contactedAt: Date | null
  /** To first contact, or to now while it waits. */
  clockMs: number
  businessMs: number
  targetMs: number
  withinTarget: boolean
}

export function firstContact(
  lead: { receivedAt: Date; contactedAt: Date | null },
  now: Date,
  target: ResponseTargetId,
  hours: readonly OpeningHoursRow[] = BUSINESS_HOURS,
): FirstContact {
  const end = lead.contactedAt ?? now
  const business = businessMs(lead.receivedAt, end, hours)
  const limit = targetMs(target, hours)
  return {
    contactedAt: lead.contactedAt,
    clockMs: Math.max(0, end.getTime() - lead.receivedAt.getTime()),
    businessMs: business,
    targetMs: limit,
    withinTarget: business <= limit,
  }
}

export function median(values: readonly number[]): number | null {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}
