// Pure functions, so the list, the navigation's count and the delivery banner agree.
import type { LeadStatus } from '../../lib/leadRecord'
import type { LeadForm, OfficeLead } from './lead'

export const STATUS_LABEL: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
}
export const FORM_LABEL: Record<LeadForm, string> = {
  contact: 'Contact form',
  newsletter: 'Newsletter',
}

export function leadName(lead: OfficeLead): string {
  return lead.fields.name?.trim() || lead.fields.email?.trim() || 'No name or email'
}

/** The campaign a lead came from: utm_campaign, else source / medium, else a Google Ads click. */
export function campaignOf(fields: Record<string, string>): string {
  if (fields.utm_campaign) return fields.utm_campaign
  const parts = [fields.utm_source, fields.utm_medium].filter(Boolean)
  if (parts.length) return parts.join(' / ')
  return fields.gclid ? 'Google Ads click' : ''
}

export function referrerHost(referrer: string | undefined): string {
  if (!referrer) return ''
  try {
    return new URL(referrer).host || referrer
  } catch {
    return referrer
  }
}

/** Where a lead came from, in one name: its campaign, else the site that sent it, else ''. */
export function sourceOf(fields: Record<string, string>): string {
  return (
    campaignOf(fields) ||
    referrerHost(fields.referrer)
      .toLowerCase()
      .replace(/^www\./, '')
  )
}

/** The form a visitor used: a quote request carries its project; the newsletter is its own. */
export type FormKind = 'contact' | 'quote' | 'newsletter'
export const FORM_KIND_LABEL: Record<FormKind, string> = {
  contact: 'Contact form',
  quote: 'Quote request',
  newsletter: 'Newsletter',
}
export function formKind(lead: OfficeLead): FormKind {
  if (lead.form === 'newsletter') return 'newsletter'
  return lead.fields.project || lead.fields.estimate_project ? 'quote' : 'contact'
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export function waitedFor(ms: number): string {
  if (ms < MINUTE) return 'under a minute'
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min`
  if (ms < 2 * DAY) return `${Math.floor(ms / HOUR)} h`
  return `${Math.floor(ms / DAY)} days`
}

/**
 * A first attempt is made within seconds of a lead's arrival, and the sweep every 5 minutes takes
 * any it missed: a lead still without one after this was never tried (the trigger or the sweep is
 * not running, or forwarding is not set up).
 */
export const NO_ATTEMPT_AFTER_MS = 15 * MINUTE

/** Never tried long after it came in: see NO_ATTEMPT_AFTER_MS. */
export function neverTried(lead: OfficeLead, now: Date): boolean {
  return (
    lead.delivery.state === 'pending' &&
    lead.delivery.attempts === 0 &&
    now.getTime() - lead.receivedAt.getTime() > NO_ATTEMPT_AFTER_MS
  )
}

/** Not (yet) in n8n: failed for good, pending after a failed attempt, or never tried. */
export function notDelivered(lead: OfficeLead, now: Date): boolean {
  return (
    lead.delivery.state === 'failed' ||
    (lead.delivery.state === 'pending' && lead.delivery.attempts >= 1) ||
    neverTried(lead, now)
  )
}

export function deliveryTrouble(
  leads: readonly OfficeLead[],
  now: Date,
): {
  count: number
  since: Date | null
} {
  let count = 0
  let since: Date | null = null
  for (const lead of leads) {
    if (!notDelivered(lead, now)) continue
    count++
    if (!since || lead.receivedAt < since) since = lead.receivedAt
  }
  return { count, since }
}

export const isUnread = (lead: OfficeLead) => lead.status === 'new' && !lead.readAt

export const countNew = (leads: readonly OfficeLead[]) =>
  leads.reduce((n, lead) => n + (isUnread(lead) ? 1 : 0), 0)

/**
 * The list's last filter, for "← All leads": the list writes it into its own address too (with
 * history.replaceState, not a navigation, so a filter costs no router work), which the browser's
 * back button restores.
 */
let lastSearch = ''
export const rememberListSearch = (search: string) => {
  lastSearch = search
}
export const lastListSearch = () => lastSearch
