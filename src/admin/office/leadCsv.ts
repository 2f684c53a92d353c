// A cell a spreadsheet would read as a formula is neutralised with a leading apostrophe (OWASP's
// advice against CSV injection): lead data is the visitor's. A phone number is the one exception
// (decision 0051).
import { projectPricing } from '../../content/estimates'
import { LEAD_SOURCE_FIELDS } from '../../lib/leadRecord'
import { toEasternInput } from '../eastern'
import { answerText } from './answerText'
import type { OfficeLead } from './lead'
import { FIELD_LABEL, LEAD_VISITOR_FIELDS } from './leadFields'
import type { LeadFilter } from './leadFilter'
import { FORM_KIND_LABEL, formKind, STATUS_LABEL } from './leadView'

const FORMULA_START = /^[=+\-@\t\r]/
/** Digits, spaces, ( ) . - after an optional +: no name, reference or `|` a formula could call. */
const PHONE = /^\+?[\d ().-]{7,30}$/

export function csvCell(value: string, kind: 'text' | 'phone' = 'text'): string {
  const phone = kind === 'phone' && PHONE.test(value) && value.replace(/\D/g, '').length >= 7
  const safe = FORMULA_START.test(value) && !phone ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export function toCsv(rows: readonly (readonly string[])[], phoneColumn = -1): string {
  return rows
    .map(
      (row) =>
        `${row.map((v, i) => csvCell(v, i === phoneColumn ? 'phone' : 'text')).join(',')}\r\n`,
    )
    .join('')
}

export const CSV_HEADER = [
  'Received (US Eastern)',
  'Status',
  'Form',
  ...LEAD_VISITOR_FIELDS.map((field) => FIELD_LABEL[field]),
  ...LEAD_SOURCE_FIELDS,
  'Value (USD)',
  'Quoted (USD)',
  'Lost reason',
  'Note',
  'Contacted (US Eastern)',
  'Email to the office',
  'Lead id',
  // The Eastern column repeats an hour each November; this one sorts and tells them apart.
  'Received (UTC)',
]

const DELIVERY_WORDS: Record<OfficeLead['delivery']['state'], string> = {
  pending: 'Not sent yet',
  delivered: 'Sent',
  failed: 'Not sent',
}

/** A time a spreadsheet reads and sorts, in the business's zone. */
const easternCell = (date: Date) => toEasternInput(date).replace('T', ' ')

/** A choice in the words the form showed (answerText's lists); anything else as sent. */
export function fieldWords(field: string, fields: Record<string, string>): string {
  const value = fields[field] ?? ''
  if (!value) return ''
  const pricing = projectPricing(fields.estimate_project ?? '')
  if (field === 'estimate_project') return answerText('project', value)
  if (field === 'estimate_material' && pricing?.kind === 'sized')
    return pricing.materials.find((m) => m.id === value)?.label ?? value
  if (field === 'estimate_option' && pricing?.kind === 'options')
    return pricing.options.find((o) => o.id === value)?.label ?? value
  return answerText(field, value)
}

export function leadsCsv(leads: readonly OfficeLead[]): string {
  return toCsv(
    [
      CSV_HEADER,
      ...leads.map((lead) => [
        easternCell(lead.receivedAt),
        STATUS_LABEL[lead.status],
        FORM_KIND_LABEL[formKind(lead)],
        ...LEAD_VISITOR_FIELDS.map((f) => fieldWords(f, lead.fields)),
        ...LEAD_SOURCE_FIELDS.map((f) => lead.fields[f] ?? ''),
        lead.value === null ? '' : String(lead.value),
        lead.quotedAmount === null ? '' : String(lead.quotedAmount),
        lead.lostReason ?? '',
        lead.note,
        lead.contactedAt ? easternCell(lead.contactedAt) : '',
        DELIVERY_WORDS[lead.delivery.state],
        lead.id,
        lead.receivedAt.toISOString(),
      ]),
    ],
    CSV_HEADER.indexOf(FIELD_LABEL.phone),
  )
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 40)

/** `leads-2026-11-01-to-2026-11-28-status-won.csv`: the dates (else today's), then each choice. */
export function exportFileName(filter: LeadFilter, now: Date, what = 'leads'): string {
  const today = toEasternInput(now).slice(0, 10)
  const dates =
    filter.from || filter.to ? `${filter.from || 'start'}-to-${filter.to || today}` : today
  const parts = [what, dates]
  if (filter.status !== 'all') parts.push('status', filter.status)
  if (filter.form !== 'all') parts.push('form', filter.form)
  for (const name of ['source', 'city', 'project', 'page'] as const)
    if (slug(filter[name])) parts.push(name, slug(filter[name]))
  if (filter.undelivered) parts.push('email-not-sent')
  if (slug(filter.query)) parts.push('search', slug(filter.query))
  return `${parts.join('-')}.csv`
}
