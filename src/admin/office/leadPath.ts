// What the office shows of the daily lead path check (server/proof/, docs/decisions/0044): the
// document `leadPathChecks/latest`, written by the function proveLeadPath, in its own words.
import { z } from 'zod'

/**
 * The check's own request is not a visitor's (it is removed within a minute of arriving): never in
 * the list, the chart, the export or a count, all of which read the leads through useLeads.
 */
export function visitorLeads<T extends { synthetic?: true }>(leads: T[]): T[] {
  return leads.filter((lead) => !lead.synthetic)
}

export const LEAD_PATH_COLLECTION = 'leadPathChecks'
export const LEAD_PATH_LATEST = 'latest'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** The check runs every morning: a result older than a day and a bit means it stopped running. */
export const STALE_AFTER_MS = 26 * HOUR

// Either SDK's Timestamp: anything with toDate().
const timestamp = z.custom<{ toDate(): Date }>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toDate?: unknown }).toDate === 'function',
)

const checkSchema = z.object({
  at: timestamp,
  site: z.string(),
  ok: z.boolean(),
  title: z.string(),
  summary: z.string(),
  steps: z.array(z.object({ label: z.string(), ok: z.boolean(), detail: z.string() })),
})

export interface LeadPathView {
  at: Date
  site: string
  ok: boolean
  title: string
  summary: string
  steps: { label: string; ok: boolean; detail: string }[]
}

/** Null for no document, or one this office cannot read (shown as not checked). */
export function parseLeadPathCheck(data: unknown): LeadPathView | null {
  const parsed = checkSchema.safeParse(data)
  if (!parsed.success) return null
  return { ...parsed.data, at: parsed.data.at.toDate() }
}

export function agoWords(at: Date, now: Date): string {
  const ms = Math.max(0, now.getTime() - at.getTime())
  const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`
  if (ms < MINUTE) return 'just now'
  if (ms < HOUR) return count(Math.floor(ms / MINUTE), 'minute')
  if (ms < DAY) return count(Math.floor(ms / HOUR), 'hour')
  return count(Math.floor(ms / DAY), 'day')
}

export type LeadPathLine = { tone: 'ok' | 'problem' | 'unknown'; text: string }

export function leadPathLine(view: LeadPathView | null, now: Date): LeadPathLine {
  if (!view)
    return {
      tone: 'unknown',
      text: 'The lead path has not been checked yet: a test request goes through it every morning at 7.',
    }
  const ago = agoWords(view.at, now)
  if (now.getTime() - view.at.getTime() > STALE_AFTER_MS)
    return {
      tone: 'problem',
      text: `Lead path last checked ${ago}: the daily check has stopped running.${view.ok ? '' : ` Then: ${view.summary}`}`,
    }
  return view.ok
    ? { tone: 'ok', text: `Lead path checked ${ago}: working.` }
    : { tone: 'problem', text: `Lead path checked ${ago}: ${view.summary}` }
}
