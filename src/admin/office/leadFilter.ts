// The list's filter and its address (docs/office.md, "The list's address"): what is chosen is in the
// query string, so a filtered list can be bookmarked, shared and opened from the work report.
import { LEAD_STATUSES, type LeadStatus } from '../../lib/leadRecord'
import { fromEasternInput } from '../eastern'
import type { OfficeLead } from './lead'
import { campaignOf, formKind, notDelivered, referrerHost, sourceOf } from './leadView'

export const LIST_FORMS = ['contact', 'quote'] as const
export type ListForm = (typeof LIST_FORMS)[number]

/** `source` for a lead with no campaign and no referring site; `page` for one sent from no page. */
export const NO_SOURCE = 'none'

export interface LeadFilter {
  status: LeadStatus | 'all'
  form: ListForm | 'all'
  undelivered: boolean
  query: string
  /** Eastern days, YYYY-MM-DD, both included; '' for no bound. */
  from: string
  to: string
  /** A campaign, utm_source or referring host (any of them matches), NO_SOURCE, or '' for any. */
  source: string
  city: string
  project: string
  page: string
}

export const NO_FILTER: LeadFilter = {
  status: 'all',
  form: 'all',
  undelivered: false,
  query: '',
  from: '',
  to: '',
  source: '',
  city: '',
  project: '',
  page: '',
}

/** The filters a phone keeps under "More filters": search and status stay in view. */
export const MORE_FILTERS = [
  'form',
  'from',
  'to',
  'source',
  'city',
  'project',
  'undelivered',
] as const

/** How many of MORE_FILTERS are set. */
export const moreFiltersSet = (filter: LeadFilter) =>
  MORE_FILTERS.filter((name) => filter[name] !== NO_FILTER[name]).length

const DAY = /^\d{4}-\d{2}-\d{2}$/
const day = (value: string | null) =>
  value && DAY.test(value) && fromEasternInput(`${value}T00:00`) ? value : ''

export function filterFromSearch(search: string): LeadFilter {
  const params = new URLSearchParams(search)
  const status = params.get('status') ?? ''
  const form = params.get('form') ?? ''
  const text = (name: string) => params.get(name)?.trim() ?? ''
  return {
    status: (LEAD_STATUSES as readonly string[]).includes(status) ? (status as LeadStatus) : 'all',
    form: (LIST_FORMS as readonly string[]).includes(form) ? (form as ListForm) : 'all',
    undelivered: params.get('delivery') === 'trouble',
    query: params.get('q') ?? '',
    from: day(params.get('from')),
    to: day(params.get('to')),
    source: text('source'),
    city: text('city'),
    project: text('project'),
    page: text('page'),
  }
}

/** The list's address for a filter, read back by filterFromSearch; '' when nothing is chosen. */
export function searchOfFilter(filter: LeadFilter): string {
  const params = new URLSearchParams()
  if (filter.from) params.set('from', filter.from)
  if (filter.to) params.set('to', filter.to)
  if (filter.status !== 'all') params.set('status', filter.status)
  if (filter.form !== 'all') params.set('form', filter.form)
  for (const name of ['source', 'city', 'project', 'page'] as const)
    if (filter[name]) params.set(name, filter[name])
  if (filter.undelivered) params.set('delivery', 'trouble')
  if (filter.query) params.set('q', filter.query)
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** The instant an Eastern day starts, and the start of the day after. */
export function dayBounds(from: string, to: string): { start: number; end: number } {
  const start = from ? (fromEasternInput(`${from}T00:00`)?.getTime() ?? -Infinity) : -Infinity
  if (!to) return { start, end: Infinity }
  const [y, m, d] = to.split('-').map(Number) as [number, number, number]
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10)
  return { start, end: fromEasternInput(`${next}T00:00`)?.getTime() ?? Infinity }
}

export function matchesSource(fields: Record<string, string>, source: string): boolean {
  if (!source) return true
  if (source === NO_SOURCE) return !sourceOf(fields)
  const wanted = source.toLowerCase()
  const host = referrerHost(fields.referrer).toLowerCase()
  return [
    campaignOf(fields),
    fields.utm_source,
    fields.utm_campaign,
    host,
    host.replace(/^www\./, ''),
  ]
    .filter(Boolean)
    .some((name) => name?.toLowerCase() === wanted)
}

export function filterLeads(
  leads: readonly OfficeLead[],
  filter: LeadFilter,
  now: Date,
): OfficeLead[] {
  const q = filter.query.trim().toLowerCase()
  const { start, end } = dayBounds(filter.from, filter.to)
  return leads.filter((lead) => {
    const at = lead.receivedAt.getTime()
    const f = lead.fields
    return (
      at >= start &&
      at < end &&
      (filter.status === 'all' || lead.status === filter.status) &&
      (filter.form === 'all' || formKind(lead) === filter.form) &&
      (!filter.city || f.area === filter.city) &&
      (!filter.project || f.project === filter.project || f.estimate_project === filter.project) &&
      (!filter.page || (filter.page === NO_SOURCE ? !f.page : f.page === filter.page)) &&
      matchesSource(f, filter.source) &&
      (!filter.undelivered || notDelivered(lead, now)) &&
      (!q || (f.name ?? '').toLowerCase().includes(q) || (f.email ?? '').toLowerCase().includes(q))
    )
  })
}
